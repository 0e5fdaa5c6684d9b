// The count: totals by department, the map, the mesas behind it and the quick count.
export { conteoKeys } from './api/keys.js';
export { ConteoScreen } from './conteo-screen.js';
