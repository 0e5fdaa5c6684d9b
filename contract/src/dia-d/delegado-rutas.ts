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
  /** Issue 44: the acta's figures first, with the SHA-256 of the photo that follows (JSON). */
  actaCifras: `${DELEGADO}/acta/cifras`,
  /**
   * Issue 44: the acta's photo as a resumable upload (the tus protocol): created here (POST), each
   * upload at `${actaFoto}/<the acta's client id>` (HEAD: how much arrived; PATCH: the next piece).
   */
  actaFoto: `${DELEGADO}/acta/foto`,
  salir: `${DELEGADO}/salir`,
  mensajes: `${DELEGADO}/mensajes`,
} as const;

/** Where the photo of the acta sent with this client id is uploaded (and resumed). */
export const subidaFotoActa = (id: string) => `${RUTAS_DELEGADO.actaFoto}/${encodeURIComponent(id)}`;
