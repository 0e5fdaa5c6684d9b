export * from './comunicacion.js';
