export * from './delegados.js';
export * from './jefe-recinto.js';
export * from './textos.js';
export * from './telefono.js';
