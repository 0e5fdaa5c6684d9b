import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../src/db/schema.js';
import type { Acceso, Defensor } from '@comando/contract';
import type { TestApp } from './helpers.js';
import { multipart } from './multipart.js';
import {
  importarMesas,
  guardarDiaD,
  guardarPartidos,
  crearDefensor,
  asignarDelegado,
  crearAcceso,
  entrarDelegado,
} from '@comando/contract';
import { pedir } from './api.js';

/**
 * The steps of these statements' SQLite plans that read a whole table, but the small ones
 * `pequenas` names: each as `<step> ← <statement>` (none: every read is indexed).
 */
export async function recorridosDe(db: Kysely<DB>, consultas: string[], pequenas: RegExp): Promise<string[]> {
  const recorridos: string[] = [];
  for (const texto of new Set(consultas)) {
    const parametros = Array.from({ length: (texto.match(/\?/g) ?? []).length }, () => null);
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${texto}`, parametros),
    );
    for (const { detail } of plan.rows) {
      if (/^SCAN /.test(detail) && !pequenas.test(detail)) recorridos.push(`${detail} ← ${texto}`);
    }
  }
  return recorridos;
}

/**
 * The count's running totals as sorted lines `department|state|key|value` (and
 * `department/municipio|…` for the municipios' table), the stripes of each sum added up
 * (performance/striped-counters.ts) and zeros left out (a state emptied again): what running and rebuilt totals
 * are compared on.
 */
export async function lineasDeTotales(
  db: Kysely<DB>,
  tablas: { municipios: boolean } = { municipios: true },
): Promise<string[]> {
  const sumas = new Map<string, number>();
  const sumar = (clave: string, valor: unknown) => sumas.set(clave, (sumas.get(clave) ?? 0) + Number(valor));
  for (const f of await db.selectFrom('dia_d_totales').selectAll().execute())
    sumar(`${f.departamento}|${f.estado}|${f.clave}`, f.valor);
  if (tablas.municipios) {
    for (const f of await db.selectFrom('dia_d_totales_municipio').selectAll().execute())
      sumar(`${f.departamento}/${f.municipio}|${f.estado}|${f.clave}`, f.valor);
  }
  return [...sumas]
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k}|${v}`)
    .sort();
}

/** Three mesas in two departments (La Paz: M1, M2 in one recinto; Oruro: M3), as an admin loads them. */
export const REGISTRO_TRES_MESAS = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;M1;200',
  'La Paz;El Alto;Colegio Bolivia;R1;2;M2;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;M3;150',
].join('\n');

/** The registry of mesas imported (CSV, applied) as an admin. */
async function registro(t: TestApp, admin: string, csv: string): Promise<void> {
  const res = await pedir(t, importarMesas, {
    query: { aplicar: 'true' },
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
  const eleccion = await pedir(t, guardarDiaD, {
    payload: { totalPollingStations: 10, coveredPollingStations: 5, electionDate: fecha },
    cookie: cookies.editor,
  });
  if (eleccion.statusCode >= 300)
    throw new Error(`fecha de elección: ${eleccion.statusCode} ${eleccion.body}`);
}

/** `registroYEleccion` and then the ballot (`PUT /api/dia-d/partidos`), as an admin loads it. */
export async function eleccionConPapeleta(
  t: TestApp,
  cookies: { admin: string; editor: string },
  csv: string,
  fecha: string,
  papeleta: { sigla: string; nombre: string; color: string; nuestro?: boolean }[],
): Promise<void> {
  await registroYEleccion(t, cookies, csv, fecha);
  const partidos = await pedir(t, guardarPartidos, { payload: papeleta, cookie: cookies.admin });
  if (partidos.statusCode !== 200) throw new Error(`papeleta: ${partidos.statusCode} ${partidos.body}`);
}

/**
 * A defender of `region` made the delegate of `mesa` by an editor, given an access code and
 * entered with it as the phone does: the delegate's session cookie.
 */
export async function delegadoEnMesa(
  t: TestApp,
  editor: string,
  mesa: string,
  region: string,
  persona: { nombre: string; telefono: string },
): Promise<string> {
  const d = (
    await pedir(t, crearDefensor, {
      params: { region },
      payload: { name: persona.nombre, phone: persona.telefono, email: `${persona.telefono}@ejemplo.bo` },
      cookie: editor,
    })
  ).json<Defensor>();
  await pedir(t, asignarDelegado, {
    params: { codigo: mesa },
    payload: { defensorId: d.id },
    cookie: editor,
  });
  const acceso = (
    await pedir(t, crearAcceso, { params: { defensorId: d.id }, cookie: editor })
  ).json<Acceso>();
  const entrada = await pedir(t, entrarDelegado, { payload: { codigo: acceso.codigo } });
  return `comando_sesion=${entrada.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
}

/** The registry (CSV, applied) and the ballot (`PUT /api/dia-d/partidos`), as an admin sets them. */
export async function registroYPapeleta(
  t: TestApp,
  admin: string,
  csv: string,
  papeleta: { sigla: string; nombre: string; color: string; nuestro?: boolean }[],
): Promise<void> {
  await registro(t, admin, csv);
  const partidos = await pedir(t, guardarPartidos, { payload: papeleta, cookie: admin });
  if (partidos.statusCode !== 200) throw new Error(`papeleta: ${partidos.statusCode} ${partidos.body}`);
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
    delegados[mesa] = await delegadoEnMesa(t, editor, mesa, region, { nombre, telefono: phone });
  }
  return delegados;
}

/** A small white JPEG: the photo of an acta in these tests. */
export function fotoDePrueba(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
}

/** An acta's multipart body as the phone page sends it: a new id unless given, its figures and photo. */
export function cuerpoDeActa(
  foto: Buffer,
  {
    id = randomUUID(),
    votos = { ALFA: 40 },
    blancos = 1,
    nulos = 2,
  }: Partial<{
    id: string;
    votos: Record<string, number>;
    blancos: number;
    nulos: number;
  }> = {},
) {
  return multipart([
    { name: 'id', value: id },
    { name: 'votos', value: JSON.stringify(votos) },
    { name: 'blancos', value: String(blancos) },
    { name: 'nulos', value: String(nulos) },
    { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: foto },
  ]);
}

/** An election today with ALFA on the ballot and the registry's three mesas: their delegates' session cookies. */
export async function eleccionConTresDelegados(t: TestApp): Promise<Record<string, string>> {
  const admin = await t.login('admin');
  const editor = await t.login('editor');
  await eleccionConPapeleta(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', [
    { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
  ]);
  return delegadosTresMesas(t, editor);
}
