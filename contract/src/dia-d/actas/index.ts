export * from './actas.js';
export * from './textos.js';
export * from './tiempos-transcripcion.js';
