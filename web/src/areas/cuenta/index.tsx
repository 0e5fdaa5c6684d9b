export { ContrasenaObligatoria } from './contrasena-obligatoria.js';
export { MiCuentaScreen } from './mi-cuenta-screen.js';
