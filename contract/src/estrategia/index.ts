// Estrategia's public face: its texts, what its cards share (estrategia.ts) and one file per card.
export * from './textos.js';
export * from './estrategia.js';
export * from './dia-d.js';
export * from './planeacion.js';
export * from './precampana.js';
export * from './calendario.js';
export * from './debate.js';
