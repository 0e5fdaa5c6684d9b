import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import { TEXTOS_MENSAJERIA as T, type MensajeBandeja } from '@comando/contract/mensajes-delegados-textos';
import { get, set } from 'idb-keyval';
import { h, hora } from './dom.js';

// HQ's messages on the phone (issue 28): fetched on open, on reconnect and every minute, kept on
// the phone for a reload without signal; "Leído" is kept too until the server has it.

const CLAVE = 'comando-delegado-mensajes';
const CLAVE_LEIDOS = 'comando-delegado-mensajes-leidos';

interface Guardado {
  lista: MensajeBandeja[];
  etag: string | null;
}

let guardado: Guardado = { lista: [], etag: null };

/** The inbox kept on the phone, read marks not yet sent applied. */
export async function mensajesGuardados(): Promise<MensajeBandeja[]> {
  guardado = (await get<Guardado>(CLAVE)) ?? guardado;
  return conLeidosLocales(guardado.lista);
}

async function conLeidosLocales(lista: MensajeBandeja[]) {
  const locales = new Set((await get<string[]>(CLAVE_LEIDOS)) ?? []);
  return lista.map((m) => (locales.has(m.id) ? { ...m, leido: true } : m));
}

/** Sends the read marks the server does not have yet; each one stays until it is answered. */
async function enviarLeidos() {
  const pendientes = (await get<string[]>(CLAVE_LEIDOS)) ?? [];
  const quedan: string[] = [];
  for (const id of pendientes) {
    try {
      const res = await fetch(`${RUTAS_DELEGADO.mensajes}/${encodeURIComponent(id)}/leido`, {
        method: 'POST',
        credentials: 'same-origin',
      });
      // 404: that message is gone (a rehearsal wiped): nothing left to tell.
      if (!res.ok && res.status !== 404) quedan.push(id);
    } catch {
      quedan.push(id);
    }
  }
  await set(CLAVE_LEIDOS, quedan);
}

/** The inbox from the server (304: unchanged, nothing downloaded); the kept copy without signal. */
export async function pedirMensajes(): Promise<MensajeBandeja[]> {
  await enviarLeidos();
  try {
    const res = await fetch(RUTAS_DELEGADO.mensajes, {
      credentials: 'same-origin',
      headers: guardado.etag ? { 'If-None-Match': guardado.etag } : {},
    });
    if (res.status === 200) {
      guardado = { lista: (await res.json()) as MensajeBandeja[], etag: res.headers.get('etag') };
      await set(CLAVE, guardado);
    }
  } catch {
    // Without signal the kept copy stands.
  }
  return conLeidosLocales(guardado.lista);
}

/** Marks a message read on the phone at once, then tells the server. */
export async function marcarLeido(id: string): Promise<MensajeBandeja[]> {
  const locales = (await get<string[]>(CLAVE_LEIDOS)) ?? [];
  if (!locales.includes(id)) await set(CLAVE_LEIDOS, [...locales, id]);
  void enviarLeidos();
  return conLeidosLocales(guardado.lista);
}

/** Unread messages on top, each with "Leído"; the read ones below, quieter. */
export function seccionMensajes(lista: MensajeBandeja[], leer: (id: string) => void): HTMLElement | null {
  if (lista.length === 0) return null;
  const sinLeer = lista.filter((m) => !m.leido);
  const leidos = lista.filter((m) => m.leido).slice(0, 5);
  const item = (m: MensajeBandeja) =>
    h(
      'li',
      { class: m.leido ? 'mensaje leido' : 'mensaje' },
      h('p', { class: 'tenue' }, hora.format(new Date(m.enviado))),
      h('p', {}, m.texto),
      m.leido
        ? h('p', { class: 'tenue' }, `✓ ${T.leido}`)
        : h(
            'button',
            {
              type: 'button',
              'aria-label': `${T.marcarLeido}: ${m.texto.slice(0, 60)}`,
              click: () => leer(m.id),
            },
            T.leido,
          ),
    );
  return h(
    'section',
    { 'aria-labelledby': 'mensajes-sede', class: sinLeer.length > 0 ? 'destacada' : '' },
    h('h2', { id: 'mensajes-sede' }, `${T.bandeja}${sinLeer.length > 0 ? ` (${sinLeer.length})` : ''}`),
    h('ul', { class: 'mensajes' }, ...sinLeer.map(item), ...leidos.map(item)),
  );
}
