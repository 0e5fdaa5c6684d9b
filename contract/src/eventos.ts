import { AREA_DIA_D, guardarPartidos } from './dia-d/index.js';

/**
 * The live change feed (GET /api/events, Server-Sent Events). Every successful write
 * is announced as a `cambio` naming the area whose data changed, so a screen knows
 * what to read again without guessing from paths.
 */
export interface EventoCambio {
  /** Area of the server's registry that owns the route (also the first part of every web query key). */
  area: string;
  /** The route's pattern, e.g. `/api/avisos/:id`. */
  ruta: string;
  /** The `:id` of the written item, when the route has one. */
  id?: string;
  /** Tab that wrote it (header below): that tab has already updated its own screen. */
  origen?: string;
  /**
   * Queries of the area (their key's second part) this change leaves alone as its data shows,
   * beside those its route never changes (`CAMBIAN_SOLO_CON`): an acta of a mesa outside the
   * quick count's sample leaves the quick count alone (`CONSULTA_CONTEO_RAPIDO`).
   */
  intactas?: readonly string[];
}

/** The quick count's query (its key's second part): only the actas of the sample's mesas move it. */
export const CONSULTA_CONTEO_RAPIDO = 'conteo-rapido';

/** Header a tab sends on every write with its own id, echoed as `origen` in the event. */
export const CABECERA_ORIGEN = 'x-comando-origen';

/** SSE event types: a change, or "you missed too much: read again what is on screen". */
export const EVENTO_CAMBIO = 'cambio';
export const EVENTO_REINICIO = 'reinicio';

/** Query parameter carrying the last seen event id when a new tab takes over the stream. */
export const PARAM_ULTIMO_EVENTO = 'ultimo';

/** An open screen reads again this long after the last change event: one refetch for a whole burst. */
export const REFRESCO_TRAS_CALMA_MS = 250;
/**
 * During a steady stream of writes (election night: an acta every few milliseconds) the quiet
 * spell never comes; a screen still reads again at most this long after the first event it has
 * not shown. 750 ms keeps the figure on a screen under 2 s behind on two PostgreSQL instances
 * during a burst, where 1 s left it at 1,8–2,1 s (issue 30, docs/rendimiento.md "ninth pass").
 * The bench's watchers (bench/actas-vigias.ts) pace themselves by the same two figures.
 */
export const REFRESCO_MAXIMO_MS = 750;

/**
 * Writes of an area that change what another area shows (server-side joins): Día D's
 * assignments set a defender's Casilla (territorial) and feed Estrategia's Día D figures;
 * a territorial defender edit shows in Día D's mesas. The web refreshes these too.
 */
export const AREAS_AFECTADAS: Readonly<Record<string, readonly string[]>> = {
  'dia-d': ['territorial', 'estrategia'],
  territorial: ['dia-d'],
  // A changed account or setting may be this browser's own (deactivated, role changed,
  // 2FA now required): the session is read again, and the audit trail shows the change.
  usuarios: ['sesion', 'auditoria'],
  ajustes: ['sesion', 'auditoria'],
};

/**
 * Queries of an area that only some of its routes change (by the query key's second part): a
 * change from any other route of the area leaves them alone, and an open screen does not read
 * them again for it. On election night an acta arrives every few milliseconds and every Conteo
 * screen shows the ballot, which only its own route changes (issue 30: a quarter of what 200 HQ
 * screens read during a burst).
 */
export const CAMBIAN_SOLO_CON: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  [AREA_DIA_D]: { partidos: [guardarPartidos.path] },
};

/** The queries of `area` (their key's second part) that a change of route `ruta` leaves alone. */
export function consultasIntactas(area: string, ruta: string): string[] {
  return Object.entries(CAMBIAN_SOLO_CON[area] ?? {})
    .filter(([, rutas]) => !rutas.includes(ruta))
    .map(([consulta]) => consulta);
}

/**
 * The queries of `area` left alone by every change of a burst: those `antes` (the changes so far;
 * undefined before the first) and this change both leave alone — by its route, or as it says
 * itself of its own area's (`EventoCambio.intactas`).
 */
export function intactasTras(
  antes: ReadonlySet<string> | undefined,
  area: string,
  cambio: Pick<EventoCambio, 'area' | 'ruta' | 'intactas'>,
): Set<string> {
  const propias = cambio.area === area ? (cambio.intactas ?? []) : [];
  const estas = [...consultasIntactas(area, cambio.ruta), ...propias];
  return new Set(antes ? estas.filter((c) => antes.has(c)) : estas);
}
