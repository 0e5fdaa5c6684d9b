export * from './adversarios.js';
