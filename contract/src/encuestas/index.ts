export * from './encuestas.js';
export * from './tracking.js';
