export * from './reglas.js';
