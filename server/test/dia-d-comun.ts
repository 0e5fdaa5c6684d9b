import type { Acceso, Defensor } from '@comando/contract';
import type { TestApp } from './helpers.js';

/** Three mesas in two departments (La Paz: M1, M2 in one recinto; Oruro: M3), as an admin loads them. */
export const REGISTRO_TRES_MESAS = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;M1;200',
  'La Paz;El Alto;Colegio Bolivia;R1;2;M2;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;M3;150',
].join('\n');

/** What a Día D test starts from: the registry of mesas (CSV, applied) and the election date. */
export async function registroYEleccion(
  t: TestApp,
  cookies: { admin: string; editor: string },
  csv: string,
  fecha: string,
): Promise<void> {
  const registro = await t.request({
    method: 'POST',
    url: '/api/dia-d/mesas/importar?aplicar=true',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: cookies.admin,
  });
  if (registro.statusCode !== 200) throw new Error(`registro: ${registro.statusCode} ${registro.body}`);
  const eleccion = await t.request({
    method: 'POST',
    url: '/api/estrategia/diad',
    payload: { totalPollingStations: 10, coveredPollingStations: 5, electionDate: fecha },
    cookie: cookies.editor,
  });
  if (eleccion.statusCode >= 300)
    throw new Error(`fecha de elección: ${eleccion.statusCode} ${eleccion.body}`);
}

/** The delegates of the three mesas (M1, M2 in La Paz; M3 in Oruro), each logged in on the phone page: their session cookies. */
export async function delegadosTresMesas(
  t: TestApp,
  editor: string,
  telefono = 70000000,
): Promise<Record<string, string>> {
  const delegados: Record<string, string> = {};
  for (const [n, mesa, region, nombre] of [
    [1, 'M1', 'la-paz', 'Ana Quispe'],
    [2, 'M2', 'la-paz', 'Beto Choque'],
    [3, 'M3', 'oruro', 'Carla Mamani'],
  ] as const) {
    const phone = String(telefono + n);
    const d = (
      await t.request({
        method: 'POST',
        url: `/api/territorial/${region}/defensores`,
        payload: { name: nombre, phone, email: `${phone}@ejemplo.bo` },
        cookie: editor,
      })
    ).json<Defensor>();
    await t.request({
      method: 'PUT',
      url: `/api/dia-d/mesas/${mesa}/delegado`,
      payload: { defensorId: d.id },
      cookie: editor,
    });
    const acceso = (
      await t.request({ method: 'POST', url: `/api/dia-d/delegados/${d.id}/acceso`, cookie: editor })
    ).json<Acceso>();
    const entrada = await t.request({
      method: 'POST',
      url: '/api/delegado/entrar',
      payload: { codigo: acceso.codigo },
    });
    delegados[mesa] = `comando_sesion=${entrada.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
  }
  return delegados;
}
