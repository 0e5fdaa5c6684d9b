// The package's public face (`@comando/contract`): only re-exports. First the base every area
// uses (messages, routes, dates, numbers, schemas' builders, the live feed, the shell's texts),
// then each area's index.ts. The light bundles (login, the delegate's phone) import the zod-free
// files through the subpaths of package.json instead.
export * from './messages.js';
export * from './http.js';
export * from './eventos.js';
export * from './dates.js';
export * from './format.js';
export * from './decodificar.js';
export * from './schemas.js';
export * from './csv.js';
export * from './shell.js';
export * from './auditoria.js';
export * from './copias.js';
export * from './auth/index.js';
export * from './archivos/index.js';
export * from './encuestas/index.js';
export * from './dashboard/index.js';
export * from './paneles/index.js';
export * from './avisos/index.js';
export * from './adversarios/index.js';
export * from './comunicacion/index.js';
export * from './estrategia/index.js';
export * from './territorial/index.js';
export * from './finanzas/index.js';
export * from './juridico/index.js';
export * from './dia-d/index.js';
