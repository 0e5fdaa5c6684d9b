export { AvisosTab } from './avisos-tab.js';
