export { FinanzasScreen } from './finanzas-screen.js';
