// The delegate's phone page API without zod (issue 26): the page (web/src/delegado) takes its
// paths from here and its types with `import type`, so its bundle stays small; delegados/,
// actas/, incidentes/ and mensajes/ declare the routes, with their schemas, on these same paths.
// Shared by those four capabilities, so it sits beside them rather than in one of them.

const DELEGADO = '/api/delegado' as const;

export const RUTAS_DELEGADO = {
  entrar: `${DELEGADO}/entrar`,
  yo: `${DELEGADO}/yo`,
  llegada: `${DELEGADO}/llegada`,
  incidentes: `${DELEGADO}/incidentes`,
  acta: `${DELEGADO}/acta`,
  salir: `${DELEGADO}/salir`,
  mensajes: `${DELEGADO}/mensajes`,
} as const;
