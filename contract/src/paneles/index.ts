export * from './paneles.js';
