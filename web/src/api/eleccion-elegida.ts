import { PARAMETRO_ELECCION } from '@comando/contract';
import { useSyncExternalStore } from 'react';

/**
 * The election this tab reads on the Día D screens (issue 45): null for the current one, or the
 * id of one that ended, chosen in the selector above Día D's section bar. Kept per tab
 * (sessionStorage): one tab can go through the first round while another follows the night.
 * Every call, photo and download of Día D's API made from a Día D screen then names it
 * (`?eleccion=`), so the server reads that election's frozen copy and refuses every write.
 */

const CLAVE = 'comando-eleccion';
const API_DIA_D = '/api/dia-d/';

function leer(): number | null {
  try {
    const valor = Number(sessionStorage.getItem(CLAVE));
    return Number.isInteger(valor) && valor > 0 ? valor : null;
  } catch {
    return null;
  }
}

let elegida = typeof sessionStorage === 'undefined' ? null : leer();
const oyentes = new Set<() => void>();

/** Chooses the election to read (null: the current one). */
export function elegirEleccion(id: number | null): void {
  elegida = id;
  try {
    if (id === null) sessionStorage.removeItem(CLAVE);
    else sessionStorage.setItem(CLAVE, String(id));
  } catch {
    // Storage refused (private mode): the choice lasts until the page is reloaded.
  }
  for (const o of oyentes) o();
}

const suscribir = (o: () => void) => {
  oyentes.add(o);
  return () => oyentes.delete(o);
};

/** Whether the page on screen is a Día D screen (the only ones a chosen election applies to). */
const enDiaD = () => typeof location !== 'undefined' && location.pathname.startsWith('/dia-d/');

/** The election that ended this tab reads on Día D's screens, or null (the current one). */
function eleccionLeida(): number | null {
  return enDiaD() ? elegida : null;
}

/** The same, for a component: it renders again when the choice changes. */
export function useEleccionLeida(): number | null {
  const id = useSyncExternalStore(
    suscribir,
    () => elegida,
    () => null,
  );
  return enDiaD() ? id : null;
}

/**
 * A URL of Día D's API, naming the election read when it is not the current one (a URL that
 * already names one, as the comparison's photos do, is left as it is).
 */
export function conEleccion(url: string): string {
  const id = eleccionLeida();
  if (id === null || !url.startsWith(API_DIA_D) || new RegExp(`[?&]${PARAMETRO_ELECCION}=`).test(url))
    return url;
  return `${url}${url.includes('?') ? '&' : '?'}${PARAMETRO_ELECCION}=${id}`;
}
