// The electoral registry: mesas and recintos, their import, and the delegates' coverage.
export { MesasScreen } from './mesas-screen.js';
