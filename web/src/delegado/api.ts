import type { DelegadoYo, JefeYo } from '@comando/contract';
import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import { del, get, set } from 'idb-keyval';

// The phone page's calls, on the contract's paths; the type is the contract's (a type import:
// no zod reaches this bundle).

/** The delegate and their mesa; a copy kept by an older version of this page lacks the ballot and the acta. */
export type Yo = Omit<DelegadoYo, 'partidos' | 'acta'> & Partial<Pick<DelegadoYo, 'partidos' | 'acta'>>;

/** The session of the page: a delegate and their mesa, or (issue 28) a recinto chief and their recinto. */
export type Sesion = Yo | JefeYo;
export const esJefe = (s: Sesion): s is JefeYo => 'jefe' in s;

const CLAVE_YO = 'comando-delegado-yo';

/** The mesa last seen, kept on the phone: shown after a reload without signal. */
export const yoGuardado = async (): Promise<Sesion | null> => (await get<Sesion>(CLAVE_YO)) ?? null;
export const olvidarYo = () => del(CLAVE_YO);

export async function pedirYo(): Promise<Sesion | 'sin-sesion' | 'sin-conexion'> {
  try {
    const res = await fetch(RUTAS_DELEGADO.yo, { credentials: 'same-origin' });
    if (res.status === 401 || res.status === 403) return 'sin-sesion';
    if (!res.ok) return 'sin-conexion';
    const yo = (await res.json()) as Sesion;
    await set(CLAVE_YO, yo);
    return yo;
  } catch {
    return 'sin-conexion';
  }
}

/** The access code opens the delegate's session; a refusal says why, in the server's words. */
export async function entrarConCodigo(
  codigo: string,
): Promise<{ yo: Sesion } | { error: string | undefined } | 'sin-conexion'> {
  try {
    const res = await fetch(RUTAS_DELEGADO.entrar, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ codigo }),
    });
    const cuerpo = (await res.json().catch(() => ({}))) as Sesion & { error?: string };
    if (!res.ok) {
      await olvidarYo();
      return { error: cuerpo.error };
    }
    await set(CLAVE_YO, cuerpo);
    return { yo: cuerpo };
  } catch {
    return 'sin-conexion';
  }
}
