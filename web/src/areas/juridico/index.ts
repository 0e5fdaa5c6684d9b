export { JuridicoScreen } from './juridico-screen.js';
