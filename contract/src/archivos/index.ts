export * from './archivos.js';
export * from './textos.js';
