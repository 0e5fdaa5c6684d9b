export * from './simulacro.js';
export * from './textos.js';
