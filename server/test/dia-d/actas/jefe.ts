import {
  asignarJefeRecinto,
  crearAccesoJefe,
  crearDefensor,
  entrarDelegado,
  type Acceso,
  type Defensor,
} from '@comando/contract';
import { pedir } from '../../api.js';
import type { TestApp } from '../../helpers.js';

/**
 * The chief of `recinto` (a new defender of La Paz), assigned, given a code by the editor and
 * entered on the phone page with it: the chief's session cookie.
 */
export async function jefeDeRecinto(t: TestApp, recinto: string): Promise<string> {
  const editor = await t.login('editor');
  const defensor = (
    await pedir(t, crearDefensor, {
      params: { region: 'la-paz' },
      payload: { name: 'Jorge Limachi', phone: '70000009', email: 'jorge@ejemplo.bo' },
      cookie: editor,
    })
  ).json<Defensor>();
  await pedir(t, asignarJefeRecinto, {
    params: { codigo: recinto },
    payload: { defensorId: defensor.id },
    cookie: editor,
  });
  const acceso = (
    await pedir(t, crearAccesoJefe, { params: { codigo: recinto }, cookie: editor })
  ).json<Acceso>();
  const entrada = await pedir(t, entrarDelegado, { payload: { codigo: acceso.codigo } });
  const sesion = entrada.cookies.find((c) => c.name === 'comando_sesion');
  if (!sesion) throw new Error(`el jefe no entró: ${entrada.statusCode} ${entrada.body}`);
  return `comando_sesion=${sesion.value}`;
}
