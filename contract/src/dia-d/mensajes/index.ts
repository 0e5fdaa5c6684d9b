export * from './mensajes.js';
export * from './textos.js';
