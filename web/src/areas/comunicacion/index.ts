export { ComunicacionScreen } from './comunicacion-screen.js';
