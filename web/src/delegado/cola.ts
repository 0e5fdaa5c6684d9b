import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import { actaDeMesaJefe } from '@comando/contract/jefe-recinto-textos';
import { get, set } from 'idb-keyval';

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
      foto: Blob;
      /** The photo's SHA-256 taken before queuing (issue 29); absent where Web Crypto is not. */
      sha256?: string;
      /** Issue 28: a mesa of the recinto chief's (absent: the delegate's own mesa). */
      mesa?: string;
    };

const CLAVE = 'comando-delegado-cola';

/** The queue lives in IndexedDB: a reload or a closed tab keeps what was typed. */
export async function leerCola(): Promise<Envio[]> {
  return (await get<Envio[]>(CLAVE)) ?? [];
}

export async function encolar(envio: Envio): Promise<void> {
  await set(CLAVE, [...(await leerCola()), envio]);
}

async function quitar(id: string): Promise<void> {
  await set(
    CLAVE,
    (await leerCola()).filter((e) => e.id !== id),
  );
}

export type Resultado = 'vacia' | 'sin-conexion' | 'sin-sesion' | { error: string };

async function enviar(e: Envio): Promise<Response> {
  if (e.tipo === 'llegada') {
    return fetch(RUTAS_DELEGADO.llegada, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: e.id }),
    });
  }
  const form = new FormData();
  form.set('id', e.id);
  if (e.tipo === 'acta') {
    form.set('votos', JSON.stringify(e.votos));
    form.set('blancos', String(e.blancos));
    form.set('nulos', String(e.nulos));
    if (e.sha256) form.set('sha256', e.sha256);
    form.set('foto', e.foto, 'acta');
    const url = e.mesa ? actaDeMesaJefe(e.mesa) : RUTAS_DELEGADO.acta;
    return fetch(url, { method: 'POST', credentials: 'same-origin', body: form });
  }
  form.set('tipo', e.incidente);
  form.set('texto', e.texto);
  if (e.foto) form.set('foto', e.foto, 'foto');
  return fetch(RUTAS_DELEGADO.incidentes, { method: 'POST', credentials: 'same-origin', body: form });
}

/**
 * Sends the queue in order. No signal: everything stays for the next try. A refusal
 * (4xx) will not succeed later, so it leaves the queue and its reason is shown — except 408,
 * an upload the server (or a proxy in front of it) gave up on because it stopped arriving: that
 * one is sent again, like one that never left.
 */
export async function vaciarCola(): Promise<Resultado> {
  let ultimoError: string | undefined;
  for (const e of await leerCola()) {
    let res: Response;
    try {
      res = await enviar(e);
    } catch {
      return 'sin-conexion';
    }
    if (res.status === 401) return 'sin-sesion';
    if (res.status === 408 || res.status >= 500) return 'sin-conexion';
    if (!res.ok) {
      const cuerpo = (await res.json().catch(() => ({}))) as { error?: string };
      ultimoError = cuerpo.error ?? String(res.status);
    }
    await quitar(e.id);
  }
  return ultimoError ? { error: ultimoError } : 'vacia';
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
