// The radar of pending mesas, and the quick count's sample as it stands on it.
export { MuestraCard } from './muestra-card.js';
export { PendientesScreen } from './pendientes-screen.js';
