export * from './pendientes.js';
