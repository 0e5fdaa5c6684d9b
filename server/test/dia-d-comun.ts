import type { TestApp } from './helpers.js';

/** Three mesas in two departments (La Paz: M1, M2 in one recinto; Oruro: M3), as an admin loads them. */
export const REGISTRO_TRES_MESAS = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;M1;200',
  'La Paz;El Alto;Colegio Bolivia;R1;2;M2;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;M3;150',
].join('\n');

/** The registry of mesas imported (CSV, applied) as an admin. */
async function registro(t: TestApp, admin: string, csv: string): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/dia-d/mesas/importar?aplicar=true',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: admin,
  });
  if (res.statusCode !== 200) throw new Error(`registro: ${res.statusCode} ${res.body}`);
}

/** What a Día D test starts from: the registry of mesas (CSV, applied) and the election date. */
export async function registroYEleccion(
  t: TestApp,
  cookies: { admin: string; editor: string },
  csv: string,
  fecha: string,
): Promise<void> {
  await registro(t, cookies.admin, csv);
  const eleccion = await t.request({
    method: 'POST',
    url: '/api/estrategia/diad',
    payload: { totalPollingStations: 10, coveredPollingStations: 5, electionDate: fecha },
    cookie: cookies.editor,
  });
  if (eleccion.statusCode >= 300)
    throw new Error(`fecha de elección: ${eleccion.statusCode} ${eleccion.body}`);
}

/** The registry (CSV, applied) and the ballot (`PUT /api/dia-d/partidos`), as an admin sets them. */
export async function registroYPapeleta(
  t: TestApp,
  admin: string,
  csv: string,
  papeleta: { sigla: string; nombre: string; color: string; nuestro?: boolean }[],
): Promise<void> {
  await registro(t, admin, csv);
  const partidos = await t.request({
    method: 'PUT',
    url: '/api/dia-d/partidos',
    payload: papeleta,
    cookie: admin,
  });
  if (partidos.statusCode !== 200) throw new Error(`papeleta: ${partidos.statusCode} ${partidos.body}`);
}
