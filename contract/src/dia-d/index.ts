// Día D's public face: what its capabilities share (the files beside this one), then each
// capability's own index. A capability reaches another only through that one's index.ts
// (dependency-cruiser, `capacidad-por-su-indice`). The phones' paths (delegado-rutas.ts) are
// public only as `@comando/contract/delegado-rutas`.
export { AREA_DIA_D, departamentoDe, nombreDepartamento } from './dia-d.js';
export * from './textos.js';
export * from './errores.js';
export * from './terreno.js';
export * from './ventana.js';
export * from './navegacion.js';
export * from './registro/index.js';
export * from './delegados/index.js';
export * from './actas/index.js';
export * from './conteo/index.js';
export * from './pendientes/index.js';
export * from './reglas/index.js';
export * from './mensajes/index.js';
export * from './incidentes/index.js';
export * from './oficiales/index.js';
export * from './impugnaciones/index.js';
export * from './simulacro/index.js';
export * from './elecciones/index.js';
export * from './publicacion/index.js';
export * from './sms/index.js';
