export * from './elecciones.js';
export * from './textos.js';
