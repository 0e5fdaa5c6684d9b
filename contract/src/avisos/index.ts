export * from './avisos.js';
