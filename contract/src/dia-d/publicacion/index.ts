export * from './publicacion.js';
export * from './sitio.js';
