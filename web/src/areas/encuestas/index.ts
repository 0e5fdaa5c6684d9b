export { EncuestasScreen } from './encuestas-screen.js';
