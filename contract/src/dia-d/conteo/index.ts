export * from './conteo.js';
export * from './conteo-rapido.js';
export * from './mapa.js';
export * from './textos.js';
