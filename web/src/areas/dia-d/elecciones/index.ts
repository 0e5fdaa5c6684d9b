// Elections (issue 45): which one the Día D screens show, the elections' screen, the comparison
// round to round, and the prioridad view Mesas shows.
export { EleccionBarra } from './eleccion-barra.js';
export { EleccionesScreen } from './elecciones-screen.js';
export { CompararScreen } from './comparar-screen.js';
export { PrioridadCard } from './prioridad-card.js';
