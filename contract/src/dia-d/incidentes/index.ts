export * from './incidentes.js';
