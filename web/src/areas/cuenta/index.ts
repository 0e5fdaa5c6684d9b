export { ContrasenaObligatoria, DosPasosObligatoria } from './contrasena-obligatoria.js';
export { MiCuentaScreen } from './mi-cuenta-screen.js';
