import type { RecintoDelJefe } from '@comando/contract';
import { ETIQUETA_ESTADO_ACTA } from '@comando/contract/actas-textos';
import {
  enlaceLlamada,
  enlaceWhatsapp,
  ETIQUETA_ESTADO_MESA_JEFE,
  RUTAS_JEFE,
  TEXTOS_JEFE as T,
} from '@comando/contract/jefe-recinto-textos';
import { del, get, set } from 'idb-keyval';
import { h } from './dom.js';

// Issue 28, the recinto chief's phone: their recinto's mesas, fetched with the messages (on open,
// on reconnect, every minute; 304 when nothing changed) and kept on the phone for a reload
// without signal. Each mesa: its state in words, its delegate to call, and the acta the chief
// may send while the delegate has not.

const CLAVE = 'comando-jefe-recinto';

interface Guardado {
  recinto: RecintoDelJefe;
  etag: string | null;
}

let guardado: Guardado | null = null;

export async function recintoGuardado(): Promise<RecintoDelJefe | null> {
  guardado = (await get<Guardado>(CLAVE)) ?? null;
  return guardado?.recinto ?? null;
}

export const olvidarRecinto = () => {
  guardado = null;
  return del(CLAVE);
};

/** The recinto from the server; the kept copy without signal (or when unchanged). */
export async function pedirRecinto(): Promise<RecintoDelJefe | 'sin-sesion' | null> {
  try {
    const res = await fetch(RUTAS_JEFE.recinto, {
      credentials: 'same-origin',
      headers: guardado?.etag ? { 'If-None-Match': guardado.etag } : {},
    });
    if (res.status === 401 || res.status === 403) return 'sin-sesion';
    if (res.status === 200) {
      guardado = { recinto: (await res.json()) as RecintoDelJefe, etag: res.headers.get('etag') };
      await set(CLAVE, guardado);
    }
  } catch {
    // Without signal the kept copy stands.
  }
  return guardado?.recinto ?? null;
}

type Mesa = RecintoDelJefe['mesas'][number];

/** Call and WhatsApp, the radar's own links: the visible word, then whom (for screen readers). */
function enlaces(m: Mesa, recinto: string): HTMLElement | null {
  if (!m.delegado?.celular) return null;
  const quien = h('span', { class: 'oculto' }, T.aQuien(m.delegado.nombre));
  return h(
    'p',
    { class: 'enlaces' },
    h('a', { href: enlaceLlamada(m.delegado.celular) }, T.llamar, quien),
    h(
      'a',
      {
        href: enlaceWhatsapp(m.delegado.celular, T.mensajeWhatsapp(m.numero, recinto)),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      T.whatsapp,
      quien.cloneNode(true),
    ),
  );
}

/** The recinto and its mesas; `elegir` opens the acta's form of a mesa the chief may send. */
export function seccionRecinto(r: RecintoDelJefe, elegida: string | null, elegir: (mesa: string) => void) {
  const item = (m: Mesa) => {
    const puede = m.acta === null || m.acta.porJefe;
    return h(
      'li',
      { class: `mesa-jefe estado-${m.estado}` },
      h('h3', {}, T.mesa(m.numero, m.codigo)),
      h('p', { class: 'estado' }, ETIQUETA_ESTADO_MESA_JEFE[m.estado]),
      m.estado !== 'sin-delegado' && h('p', {}, m.delegado ? T.delegado(m.delegado.nombre) : T.sinDelegado),
      enlaces(m, r.recinto.nombre),
      m.acta && h('p', { class: 'tenue' }, T.acta(m.acta.version, ETIQUETA_ESTADO_ACTA[m.acta.estado])),
      puede
        ? elegida !== m.codigo &&
            h(
              'button',
              { type: 'button', class: 'secundario', click: () => elegir(m.codigo) },
              m.acta ? T.corregirActa(m.numero) : T.enviarActa(m.numero),
            )
        : h('p', { class: 'tenue' }, T.actaDelDelegado),
    );
  };
  return h(
    'section',
    { 'aria-labelledby': 'recinto-jefe' },
    h('h2', { id: 'recinto-jefe' }, T.recinto(r.recinto.nombre, r.recinto.municipio)),
    h('p', { class: 'tenue' }, r.nombre),
    h('ul', { class: 'mesas-jefe', 'aria-label': T.mesas }, ...r.mesas.map(item)),
  );
}
