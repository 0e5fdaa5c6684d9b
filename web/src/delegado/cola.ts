import { get, update } from 'idb-keyval';

/** A submission waiting to reach the server; its client id makes a resend count once. */
export type Envio =
  | { tipo: 'llegada'; id: string }
  | { tipo: 'incidente'; id: string; incidente: string; texto: string; foto: Blob | null }
  | {
      tipo: 'acta';
      id: string;
      votos: Record<string, number>;
      blancos: number;
      nulos: number;
      /** The photo prepared on the phone (issue 44): what is hashed, sent, stored and shown. */
      foto: Blob;
      /** The photo's SHA-256 taken before queuing (issue 29); absent where Web Crypto is not. */
      sha256?: string;
      /** Issue 28: a mesa of the recinto chief's (absent: the delegate's own mesa). */
      mesa?: string;
    };

/**
 * One request of a submission (issue 44). A submission is sent as its steps, one at a time and in
 * order, each idempotent by the submission's client id, and each step leaves the queue's entry as
 * soon as the server has it: a drop between two steps resends only what is left. Today every
 * submission is one step, its one request (`acta`: figures and photo together); an acta sent as
 * its figures first and its photo after is two steps of the same entry.
 */
export type Paso = Envio['tipo'];

/** A submission in the phone's queue, with what is left of it. */
export interface Pendiente {
  envio: Envio;
  /** The steps still to send, the next first; the entry leaves the queue when none is left. */
  pasos: Paso[];
  /** When it was queued (ISO), for the list the delegate sees. */
  encolado: string;
  intentos: number;
  /** Refused by the server (a 4xx): its Spanish reason. Never sent again; the delegate removes it. */
  rechazo?: string;
}

/**
 * The queue lives in IndexedDB under one key, so a reload, a closed tab or a new version of the
 * page keeps it. Its shape is versioned: version 1 (pages before issue 44) stored the list of
 * submissions itself; a page that finds it reads it as version 2 and writes it back so, and a
 * page that finds a version it does not know leaves it alone rather than lose what it holds.
 */
const CLAVE = 'comando-delegado-cola';
const VERSION = 2;

interface ColaV2 {
  version: 2;
  pendientes: Pendiente[];
}

/** The steps of a submission (today: its one request). */
const pasosDe = (e: Envio): Paso[] => [e.tipo];

function leida(guardada: unknown): ColaV2 | null {
  if (guardada === undefined || guardada === null) return { version: VERSION, pendientes: [] };
  if (Array.isArray(guardada)) {
    // Version 1: the submissions themselves, none of them tried by this page yet.
    const ahora = new Date().toISOString();
    return {
      version: VERSION,
      pendientes: (guardada as Envio[]).map((envio) => ({
        envio,
        pasos: pasosDe(envio),
        encolado: ahora,
        intentos: 0,
      })),
    };
  }
  const c = guardada as { version?: unknown };
  return c.version === VERSION ? (guardada as ColaV2) : null;
}

export async function leerCola(): Promise<Pendiente[]> {
  return leida(await get(CLAVE))?.pendientes ?? [];
}

/**
 * Changes the queue in one IndexedDB transaction (idb-keyval's update): another tab or the
 * service worker changing it at the same moment is never overwritten by a stale copy.
 */
async function cambiar(f: (p: Pendiente[]) => Pendiente[]): Promise<void> {
  await update(CLAVE, (guardada: unknown) => {
    const c = leida(guardada);
    // A queue of a newer page: left as it is.
    if (!c) return guardada;
    return { version: VERSION, pendientes: f(c.pendientes) } satisfies ColaV2;
  });
  avisarCambio();
}

export function encolar(envio: Envio): Promise<void> {
  const nuevo: Pendiente = { envio, pasos: pasosDe(envio), encolado: new Date().toISOString(), intentos: 0 };
  return cambiar((p) => [...p.filter((x) => x.envio.id !== envio.id), nuevo]);
}

/** The server has `paso` of `id`: the next step is what is left, or the entry leaves the queue. */
export function completarPaso(id: string, paso: Paso): Promise<void> {
  return cambiar((p) =>
    p.flatMap((x) => {
      if (x.envio.id !== id) return [x];
      const pasos = x.pasos[0] === paso ? x.pasos.slice(1) : x.pasos;
      return pasos.length === 0 ? [] : [{ ...x, pasos, intentos: 0 }];
    }),
  );
}

export function anotarIntento(id: string): Promise<void> {
  return cambiar((p) => p.map((x) => (x.envio.id === id ? { ...x, intentos: x.intentos + 1 } : x)));
}

export function rechazar(id: string, motivo: string): Promise<void> {
  return cambiar((p) => p.map((x) => (x.envio.id === id ? { ...x, rechazo: motivo } : x)));
}

/** The delegate removes a refused submission (after a confirmation). */
export function quitar(id: string): Promise<void> {
  return cambiar((p) => p.filter((x) => x.envio.id !== id));
}

export const porEnviar = (cola: Pendiente[]) => cola.filter((p) => p.rechazo === undefined);

// Every tab of the page (and the service worker) hears of a change to the queue, so each shows
// the queue as it is without asking IndexedDB on a timer.
const CANAL = 'comando-delegado-cola';
let canal: BroadcastChannel | null = null;
const canalAbierto = () =>
  (canal ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CANAL) : null);

function avisarCambio() {
  canalAbierto()?.postMessage('cambio');
}

export function alCambiarEnOtraParte(f: () => void): void {
  canalAbierto()?.addEventListener('message', f);
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** A random id that works over plain http too (crypto.randomUUID needs a secure context). */
export function nuevoId(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * The photo's SHA-256 as the phone holds it (issue 29): the server refuses the acta if the bytes
 * it receives differ. Web Crypto exists only in a secure context (https, localhost): elsewhere
 * the acta goes without it, as from an older phone.
 */
export async function huellaSha256(foto: Blob): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', await foto.arrayBuffer())));
}
