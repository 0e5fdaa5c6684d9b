// zod's messages in Spanish wherever the contract is used (a module of its own: see zod-es.ts).
import './zod-es.js';

export * from './messages.js';
export * from './http.js';
export * from './eventos.js';
export * from './dates.js';
export * from './format.js';
export * from './schemas.js';
export * from './auth.js';
export * from './archivos.js';
export * from './shell.js';
export * from './encuestas.js';
export * from './dashboard.js';
export * from './paneles.js';
export * from './avisos.js';
export * from './adversarios.js';
export * from './comunicacion.js';
export * from './estrategia.js';
export * from './territorial.js';
export * from './finanzas.js';
export * from './juridico.js';
export * from './dia-d.js';
export * from './usuarios.js';
export * from './auditoria.js';
export * from './copias.js';
