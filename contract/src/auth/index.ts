export * from './sesion.js';
export * from './auth.js';
export * from './cuenta.js';
export * from './dos-pasos.js';
export * from './usuarios.js';
export * from './ambito.js';
