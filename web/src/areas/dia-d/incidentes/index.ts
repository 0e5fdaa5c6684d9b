// Incidents the delegates report, and their handling at HQ.
export { IncidentesScreen } from './incidentes-screen.js';
