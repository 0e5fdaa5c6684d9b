import {
  asignarJefeRecinto,
  crearAccesoJefe,
  crearDefensor,
  entrarDelegado,
  fillPath,
  type Acceso,
  type Defensor,
} from '@comando/contract';
import type { TestApp } from '../../helpers.js';

/**
 * The chief of `recinto` (a new defender of La Paz), assigned, given a code by the editor and
 * entered on the phone page with it: the chief's session cookie.
 */
export async function jefeDeRecinto(t: TestApp, recinto: string): Promise<string> {
  const editor = await t.login('editor');
  const defensor = (
    await t.request({
      method: crearDefensor.method,
      url: fillPath(crearDefensor.path, { region: 'la-paz' }),
      payload: { name: 'Jorge Limachi', phone: '70000009', email: 'jorge@ejemplo.bo' },
      cookie: editor,
    })
  ).json<Defensor>();
  await t.request({
    method: asignarJefeRecinto.method,
    url: fillPath(asignarJefeRecinto.path, { codigo: recinto }),
    payload: { defensorId: defensor.id },
    cookie: editor,
  });
  const acceso = (
    await t.request({
      method: crearAccesoJefe.method,
      url: fillPath(crearAccesoJefe.path, { codigo: recinto }),
      cookie: editor,
    })
  ).json<Acceso>();
  const entrada = await t.request({
    method: entrarDelegado.method,
    url: entrarDelegado.path,
    payload: { codigo: acceso.codigo },
  });
  const sesion = entrada.cookies.find((c) => c.name === 'comando_sesion');
  if (!sesion) throw new Error(`el jefe no entró: ${entrada.statusCode} ${entrada.body}`);
  return `comando_sesion=${sesion.value}`;
}
