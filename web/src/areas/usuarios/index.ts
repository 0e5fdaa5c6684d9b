export { AuditoriaScreen } from './auditoria-screen.js';
export { UsuariosScreen } from './usuarios-screen.js';
