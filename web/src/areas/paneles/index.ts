export { AdminEncuestasTab } from './admin-encuestas-tab.js';
