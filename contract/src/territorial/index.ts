export * from './territorial.js';
