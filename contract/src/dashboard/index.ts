export * from './textos.js';
export * from './esquemas.js';
export * from './dashboard.js';
