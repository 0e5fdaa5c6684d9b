export { AdversariosTab } from './adversarios-tab.js';
