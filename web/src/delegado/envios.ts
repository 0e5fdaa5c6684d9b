import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import { actaDeMesaJefe } from '@comando/contract/jefe-recinto-textos';
import {
  anotarIntento,
  completarPaso,
  leerCola,
  porEnviar,
  rechazar,
  type Envio,
  type Paso,
} from './cola.js';

// How the phone's queue reaches the server (issue 44), the same in the page and in its service
// worker: each step of a submission is one request; its answer says whether the step is done,
// to be tried again later, or refused for good. The page sends through XMLHttpRequest (it
// measures an upload's progress), the worker through fetch; both through `Transporte`.

export interface Peticion {
  url: string;
  method: 'POST';
  body: FormData | string;
  headers: Record<string, string>;
  /** The body's size in bytes, to judge how long a request with no progress report may take. */
  bytes: number;
}

/** A request's answer, or how it failed: no network, or no progress for too long. */
export type Respuesta = { status: number; cuerpo: string; reintentarEn: number | null } | 'red' | 'tiempo';

export type Transporte = (p: Peticion, paso: { id: string; paso: Paso }) => Promise<Respuesta>;

const json = (url: string, cuerpo: unknown): Peticion => {
  const body = JSON.stringify(cuerpo);
  return { url, method: 'POST', body, headers: { 'Content-Type': 'application/json' }, bytes: body.length };
};

/** The request of one step of a submission. */
function peticionDe(e: Envio, paso: Paso): Peticion {
  if (paso === 'llegada') return json(RUTAS_DELEGADO.llegada, { id: e.id });
  const form = new FormData();
  form.set('id', e.id);
  if (paso === 'acta' && e.tipo === 'acta') {
    // One request: figures and photo together (the route's one-request form).
    form.set('votos', JSON.stringify(e.votos));
    form.set('blancos', String(e.blancos));
    form.set('nulos', String(e.nulos));
    if (e.sha256) form.set('sha256', e.sha256);
    form.set('foto', e.foto, 'acta.jpg');
    const url = e.mesa ? actaDeMesaJefe(e.mesa) : RUTAS_DELEGADO.acta;
    return { url, method: 'POST', body: form, headers: {}, bytes: e.foto.size + 1024 };
  }
  if (paso === 'incidente' && e.tipo === 'incidente') {
    form.set('tipo', e.incidente);
    form.set('texto', e.texto);
    if (e.foto) form.set('foto', e.foto, 'foto.jpg');
    const bytes = (e.foto?.size ?? 0) + e.texto.length * 3 + 1024;
    return { url: RUTAS_DELEGADO.incidentes, method: 'POST', body: form, headers: {}, bytes };
  }
  throw new Error(`El paso ${paso} no es de un envío de tipo ${e.tipo}`);
}

type Veredicto = 'hecho' | 'sin-sesion' | { reintentar: number | null } | { rechazo: string };

/**
 * 2xx: done. 401: the session is gone (the queue waits for a new one). 408 (an upload the server or
 * a proxy gave up on), 429 (too many: after its Retry-After), 5xx, no network or no progress: tried
 * again later. Any other 4xx will not succeed later: refused, with the server's Spanish reason.
 */
export function veredicto(r: Respuesta): Veredicto {
  if (r === 'red' || r === 'tiempo') return { reintentar: null };
  if (r.status >= 200 && r.status < 300) return 'hecho';
  if (r.status === 401) return 'sin-sesion';
  if (r.status === 408 || r.status === 429 || r.status >= 500 || r.status === 0) {
    return { reintentar: r.reintentarEn };
  }
  let motivo = String(r.status);
  try {
    motivo = (JSON.parse(r.cuerpo) as { error?: string }).error ?? motivo;
  } catch {
    // Not the API's JSON (a proxy's page): the status says it.
  }
  return { rechazo: motivo };
}

export type Resultado =
  { tipo: 'vacia' } | { tipo: 'sin-sesion' } | { tipo: 'reintentar'; en: number | null };

/**
 * Sends the queue in order, one step at a time, until it is empty or a step must wait. The caller
 * holds the queue's lock: nothing else sends meanwhile. Refused submissions stay in the queue,
 * marked, and the next one goes on; `alRechazar` hears each refusal.
 */
export async function vaciar(
  transporte: Transporte,
  alRechazar: (motivo: string) => void,
): Promise<Resultado> {
  for (;;) {
    const siguiente = porEnviar(await leerCola())[0];
    if (!siguiente) return { tipo: 'vacia' };
    const { envio } = siguiente;
    const paso = siguiente.pasos[0]!;
    const v = veredicto(await transporte(peticionDe(envio, paso), { id: envio.id, paso }));
    if (v === 'hecho') await completarPaso(envio.id, paso);
    else if (v === 'sin-sesion') return { tipo: 'sin-sesion' };
    else if ('rechazo' in v) {
      await rechazar(envio.id, v.rechazo);
      alRechazar(v.rechazo);
    } else {
      await anotarIntento(envio.id);
      return { tipo: 'reintentar', en: v.reintentar };
    }
  }
}

/** The queue's lock, the same in every tab and in the service worker (Web Locks). */
const CERROJO = 'comando-delegado-cola';
/** Background Sync's tag: the worker sends the queue when the signal returns, the page closed. */
export const ETIQUETA_SYNC = 'comando-delegado-cola';

/**
 * Runs `f` holding the queue's lock, or answers 'ocupada' at once when a tab or the worker holds
 * it. Where Web Locks are missing (an old browser), `f` runs: this tab's own guard still holds.
 */
export async function conCerrojo<T>(f: () => Promise<T>): Promise<T | 'ocupada'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return f();
  return locks.request(CERROJO, { ifAvailable: true }, (lock) => (lock ? f() : ('ocupada' as const)));
}

/** "Retry-After" in seconds (the only form the server sends), as milliseconds. */
export function reintentarEn(cabecera: string | null): number | null {
  const s = cabecera === null ? Number.NaN : Number(cabecera);
  return Number.isFinite(s) && s >= 0 ? s * 1000 : null;
}
