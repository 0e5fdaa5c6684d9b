export * from './finanzas.js';
