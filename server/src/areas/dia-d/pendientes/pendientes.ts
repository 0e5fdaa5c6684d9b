import {
  cabeceraCsv,
  COLUMNAS_CSV_MUESTRA,
  COLUMNAS_CSV_PENDIENTES,
  ETIQUETA_ESTADO_ACTA,
  ETIQUETA_PENDIENTE,
  lineaCsv,
  nombreDepartamento,
  PAGINA_PENDIENTES,
  type AjustesRadar,
  type EstadoActa,
  type EstadoPendiente,
  type FiltroPendientes,
  type ListaPendientes,
  type MuestraConteo,
  type ResumenPendientes,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import * as q from './queries.js';
import type { Terreno } from '../terreno.js';
import { infoMuestra } from '../conteo/index.js';
import { fechaEleccion } from '../ventana.js';

type Db = Kysely<DB>;

/**
 * Issue 28: the radar of pending mesas and the quick count's sample, inside the caller's ground.
 * A delegate counts as not arrived from the settings' arrival hour of the election date, a mesa
 * as without acta a set number of minutes after the close (La Paz time, UTC−4 all year); before
 * that those two states are empty, and the answer says from when they count.
 */
function desdeDe(estado: EstadoPendiente, a: AjustesRadar, fecha: string): Date | null {
  if (estado === 'sin-llegada') return new Date(`${fecha}T${a.horaLlegada}:00-04:00`);
  if (estado === 'sin-acta')
    return new Date(Date.parse(`${fecha}T${a.horaCierre}:00-04:00`) + a.minutosActa * 60_000);
  return null;
}

async function vigencia(db: Db, estado: EstadoPendiente, ahora: Date) {
  const desde = desdeDe(estado, await q.leerAjustes(db), await fechaEleccion(db));
  return { desde: desde?.toISOString() ?? null, cuenta: desde === null || ahora >= desde };
}

export async function listar(
  db: Db,
  t: Terreno,
  f: FiltroPendientes,
  despues: string | undefined,
  ahora: Date,
): Promise<ListaPendientes> {
  const { desde, cuenta } = await vigencia(db, f.estado, ahora);
  if (!cuenta) return { total: 0, mesas: [], siguiente: null, desde };
  const [filas, total] = await Promise.all([
    q.paginaPendientes(db, t, f, despues, PAGINA_PENDIENTES + 1),
    q.contarPendientes(db, t, f),
  ]);
  const mesas = filas.slice(0, PAGINA_PENDIENTES);
  return {
    total,
    mesas,
    siguiente: filas.length > PAGINA_PENDIENTES ? (mesas.at(-1)?.codigo ?? null) : null,
    desde,
  };
}

export async function resumir(
  db: Db,
  t: Terreno,
  f: FiltroPendientes,
  ahora: Date,
): Promise<ResumenPendientes> {
  const { cuenta } = await vigencia(db, f.estado, ahora);
  const r = await q.resumenPendientes(db, t, f);
  if (!cuenta) return { total: 0, nivel: r.nivel, grupos: [] };
  return { total: r.grupos.reduce((s, g) => s + g.n, 0), ...r };
}

/** Rows per step of the CSV export. */
const LOTE_CSV = 1000;

export async function* lineasCsv(
  db: Db,
  t: Terreno,
  f: FiltroPendientes,
  ahora: Date,
): AsyncGenerator<string> {
  yield cabeceraCsv(COLUMNAS_CSV_PENDIENTES);
  if (!(await vigencia(db, f.estado, ahora)).cuenta) return;
  let despues: string | undefined;
  for (;;) {
    const filas = await q.paginaPendientes(db, t, f, despues, LOTE_CSV);
    if (filas.length === 0) return;
    yield filas
      .map(
        (m) =>
          `${lineaCsv([
            m.codigo,
            m.recinto,
            m.municipio,
            nombreDepartamento(m.departamento),
            ETIQUETA_PENDIENTE[m.estado],
            m.delegado?.nombre ?? '',
            m.delegado?.celular ?? '',
            m.jefe?.nombre ?? '',
            m.jefe?.celular ?? '',
          ])}\r\n`,
      )
      .join('');
    despues = filas.at(-1)!.codigo;
  }
}

// ---------------------------------------------------------------- the sample

/** The sample as the caller's ground holds it: a scoped user gets the sampled mesas of their ground. */
export async function muestra(db: Db, t: Terreno): Promise<MuestraConteo> {
  const info = await infoMuestra(db);
  const mesas = await q.mesasDeLaMuestra(db, t);
  const porDepartamento: Record<string, number> = {};
  const recibidasPorDepartamento: Record<string, number> = {};
  for (const m of mesas) {
    porDepartamento[m.departamento] = (porDepartamento[m.departamento] ?? 0) + 1;
    recibidasPorDepartamento[m.departamento] =
      (recibidasPorDepartamento[m.departamento] ?? 0) + (m.estado !== null ? 1 : 0);
  }
  return {
    tamano: mesas.length,
    semilla: info?.semilla ?? null,
    porDepartamento,
    recibidasPorDepartamento,
    mesas: mesas.map((m) => m.codigo),
  };
}

export async function* lineasCsvMuestra(db: Db, t: Terreno): AsyncGenerator<string> {
  yield cabeceraCsv(COLUMNAS_CSV_MUESTRA);
  for (const m of await q.mesasDeLaMuestra(db, t)) {
    yield `${lineaCsv([
      m.codigo,
      String(m.numero),
      m.recinto,
      m.municipio,
      nombreDepartamento(m.departamento),
      m.delegado_nombre ?? '',
      m.delegado_celular ?? '',
      m.estado ? (ETIQUETA_ESTADO_ACTA[m.estado as EstadoActa] ?? m.estado) : ETIQUETA_PENDIENTE['sin-acta'],
    ])}\r\n`;
  }
}
