export { EstrategiaScreen } from './estrategia-screen.js';
