export * from './oficiales.js';
export * from './trabajos.js';
export * from './comparacion.js';
