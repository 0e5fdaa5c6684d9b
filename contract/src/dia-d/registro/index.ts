export * from './registro.js';
