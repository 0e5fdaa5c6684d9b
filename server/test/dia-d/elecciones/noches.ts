import { randomUUID } from 'node:crypto';
import {
  asignarDelegado,
  crearAcceso,
  crearDefensor,
  entrarDelegado,
  enviarActa,
  guardarDiaD,
  guardarPartidos,
  importarMesas,
  importarResultadosOficiales,
  siguienteActa,
  transcribirActa,
} from '@comando/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { pedir, type Api } from '../../api.js';
import { multipart } from '../../multipart.js';

/**
 * Two election nights on one deployment (issue 45): the registry of ten mesas, the ballots, the
 * figures of each mesa in a first round and in its runoff, and the steps HQ and the phones take,
 * all through the contract's routes.
 */

/** Ten mesas: La Paz (El Alto R1: M1–M4; La Paz R3: M5–M6), Oruro (R2: M7–M10). M8 has few habilitados. */
const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  ...[1, 2, 3, 4].map((n) => `La Paz;El Alto;Colegio Bolivia;R1;${n};M${n};300`),
  ...[5, 6].map((n) => `La Paz;La Paz;Escuela Murillo;R3;${n - 4};M${n};300`),
  ...[7, 8, 9, 10].map((n) => `Oruro;Oruro;Escuela Oruro;R2;${n - 6};M${n};${n === 8 ? 190 : 300}`),
].join('\n');

const LUGAR: Record<string, { departamento: string; municipio: string; recinto: string }> = {
  ...Object.fromEntries(
    [1, 2, 3, 4].map((n) => [`M${n}`, { departamento: 'la-paz', municipio: 'El Alto', recinto: 'R1' }]),
  ),
  ...Object.fromEntries(
    [5, 6].map((n) => [`M${n}`, { departamento: 'la-paz', municipio: 'La Paz', recinto: 'R3' }]),
  ),
  ...Object.fromEntries(
    [7, 8, 9, 10].map((n) => [`M${n}`, { departamento: 'oruro', municipio: 'Oruro', recinto: 'R2' }]),
  ),
};

export const PRIMERA = [
  { sigla: 'AAA', nombre: 'Alianza Andina', color: '#2dd4bf', nuestro: true },
  { sigla: 'BBB', nombre: 'Bloque Boliviano', color: '#f97366', nuestro: false },
  { sigla: 'CCC', nombre: 'Convergencia Cívica', color: '#a78bfa', nuestro: false },
  { sigla: 'DDD', nombre: 'Demócratas Del Sur', color: '#facc15', nuestro: false },
];
export const SEGUNDA = PRIMERA.slice(0, 2);

type Figuras = { votos: Record<string, number>; blancos: number; nulos: number };
const f = (a: number, b: number, c: number, d: number): Figuras => ({
  votos: { AAA: a, BBB: b, CCC: c, DDD: d },
  blancos: 2,
  nulos: 3,
});

/** The first round's actas (M10 has neither delegate nor acta). M4 ends in dispute; M8's turnout trips an alert. */
export const FIGURAS_PRIMERA: Record<string, Figuras> = {
  M1: f(80, 60, 20, 12),
  M2: f(70, 70, 35, 8),
  M3: f(90, 50, 10, 24),
  M4: f(60, 80, 25, 16),
  M5: f(100, 40, 40, 4),
  M6: f(50, 90, 15, 20),
  M7: f(40, 110, 30, 28),
  M8: f(75, 65, 5, 32),
  M9: f(90, 60, 0, 0),
};

/** The electoral body's figures: M2's differ from ours (AAA 65, BBB 75). */
export const OFICIAL_PRIMERA: Record<string, Figuras> = { ...FIGURAS_PRIMERA, M2: f(65, 75, 35, 8) };

/**
 * The runoff: CCC's voters go 80 % to AAA and 20 % to BBB, DDD's 25 % and 75 %, exactly, in every
 * mesa where they voted; in M9 (no CCC or DDD votes, so no weight in the estimate) AAA falls.
 */
export const TRANSFERENCIA = { CCC: { AAA: 0.8, BBB: 0.2 }, DDD: { AAA: 0.25, BBB: 0.75 } };
export const FIGURAS_SEGUNDA: Record<string, Figuras> = Object.fromEntries(
  Object.entries(FIGURAS_PRIMERA).map(([mesa, p]) => {
    const { AAA: a = 0, BBB: b = 0, CCC: c = 0, DDD: d = 0 } = p.votos;
    const votos =
      mesa === 'M9' ? { AAA: 50, BBB: 100 } : { AAA: a + 0.8 * c + 0.25 * d, BBB: b + 0.2 * c + 0.75 * d };
    return [mesa, { votos, blancos: 2, nulos: 3 }];
  }),
);

/** Our share of the valid votes of a mesa's figures (0–1). */
export const porcentaje = (x: Figuras) => x.votos.AAA! / Object.values(x.votos).reduce((s, v) => s + v, 0);

const cookieDe = (res: LightMyRequestResponse) =>
  `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value ?? ''}`;

/** A photo of its own for each acta: its content is the acta's id. */
async function foto(texto: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="2" y="20">${texto}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The registry, the election's date and its ballot, as an admin sets them. */
export async function prepararEleccion(api: Api, fecha: string, papeleta: typeof PRIMERA, registro = true) {
  if (registro) {
    const r = await api.send(importarMesas, undefined, 'admin', {
      query: { aplicar: 'true' },
      payload: REGISTRO,
      headers: { 'content-type': 'text/csv' },
    });
    expect(r.status, r.res.body).toBe(200);
  }
  await api.ok(
    guardarDiaD,
    { totalPollingStations: 10, coveredPollingStations: 9, electionDate: fecha },
    'editor',
  );
  await api.ok(guardarPartidos, papeleta, 'admin');
}

/** Defenders made delegates of `mesas` by an editor: their ids by mesa. */
export async function nombrarDelegados(api: Api, mesas: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [i, mesa] of mesas.entries()) {
    const region = LUGAR[mesa]!.departamento;
    const d = await api.ok(
      crearDefensor,
      { name: `Delegado ${mesa}`, phone: `7100000${i}`, email: `d${i}@ejemplo.bo` },
      'editor',
      { params: { region } },
    );
    await api.ok(asignarDelegado, { defensorId: d.id }, 'editor', { params: { codigo: mesa } });
    ids.set(mesa, d.id);
  }
  return ids;
}

/** A new access code for each delegate, and the phone's login with it: codes and session cookies by mesa. */
export async function entrarConCodigos(api: Api, delegados: Map<string, string>) {
  const codigos = new Map<string, string>();
  const cookies = new Map<string, string>();
  for (const [mesa, id] of delegados) {
    const acceso = await api.ok(crearAcceso, undefined, 'editor', { params: { defensorId: id } });
    const entrada = await pedir(api.t, entrarDelegado, { payload: { codigo: acceso.codigo } });
    expect(entrada.statusCode, entrada.body).toBe(200);
    codigos.set(mesa, acceso.codigo);
    cookies.set(mesa, cookieDe(entrada));
  }
  return { codigos, cookies };
}

/** Every delegate sends their mesa's acta: the acta ids by mesa. */
export async function enviarActas(api: Api, cookies: Map<string, string>, figuras: Record<string, Figuras>) {
  const ids = new Map<string, string>();
  for (const [mesa, cookie] of cookies) {
    const x = figuras[mesa];
    if (!x) continue;
    const id = randomUUID();
    const cuerpo = multipart([
      { name: 'id', value: id },
      { name: 'votos', value: JSON.stringify(x.votos) },
      { name: 'blancos', value: String(x.blancos) },
      { name: 'nulos', value: String(x.nulos) },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: await foto(`${mesa} ${id}`) },
    ]);
    const res = await pedir(api.t, enviarActa, { cookie, payload: cuerpo.payload, headers: cuerpo.headers });
    expect(res.statusCode, res.body).toBe(201);
    ids.set(mesa, id);
  }
  return ids;
}

/** HQ types every waiting acta as it is (verified), but `mal`'s, typed wrong (left in dispute). */
export async function transcribirTodas(api: Api, figuras: Record<string, Figuras>, mal?: string) {
  for (;;) {
    const res = await api.send(siguienteActa, undefined, 'editor');
    if (res.status === 204) return;
    const a = res.body;
    const x = figuras[a.mesa.codigo]!;
    const typed = a.mesa.codigo === mal ? { ...x, blancos: x.blancos + 1 } : x;
    await api.ok(transcribirActa, typed, 'editor', { params: { id: a.id } });
  }
}

/** The electoral body's export of `figuras` (PRESIDENTE), imported and applied by an admin. */
export async function importarOficial(api: Api, figuras: Record<string, Figuras>, papeleta: typeof PRIMERA) {
  const siglas = papeleta.map((p) => p.sigla);
  const lineas = Object.entries(figuras).map(([mesa, x]) => {
    const l = LUGAR[mesa]!;
    const validos = siglas.reduce((s, p) => s + (x.votos[p] ?? 0), 0);
    return [
      'Bolivia',
      l.departamento === 'oruro' ? 'Oruro' : 'La Paz',
      'Provincia',
      l.municipio,
      l.recinto,
      mesa.slice(1),
      mesa,
      'PRESIDENTE',
      mesa === 'M8' ? 190 : 300,
      ...siglas.map((p) => x.votos[p] ?? 0),
      validos,
      x.blancos,
      x.nulos,
      validos + x.blancos + x.nulos,
    ].join(',');
  });
  const csv = [
    [
      'PAIS,DEPARTAMENTO,PROVINCIA,MUNICIPIO,RECINTO,NUMERO_MESA,CODIGO_MESA,CANDIDATURA,INSCRITOS_HABILITADOS',
      ...siglas,
      'VOTO_VALIDO,VOTO_BLANCO,VOTO_NULO,VOTO_EMITIDO',
    ].join(','),
    ...lineas,
  ].join('\n');
  const cuerpo = multipart([
    { name: 'archivo', filename: 'exportacion.csv', content: Buffer.from(csv) },
    { name: 'candidatura', value: 'PRESIDENTE' },
    { name: 'partidos', value: JSON.stringify(Object.fromEntries(siglas.map((s) => [s, s]))) },
  ]);
  const r = await api.send(importarResultadosOficiales, undefined, 'admin', {
    query: { aplicar: 'true' },
    payload: cuerpo.payload,
    headers: cuerpo.headers,
  });
  expect(r.status, r.res.body).toBe(200);
}
