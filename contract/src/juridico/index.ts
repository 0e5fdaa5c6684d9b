export * from './juridico.js';
