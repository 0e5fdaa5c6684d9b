import {
  cabeceraCsv,
  COLUMNAS_CSV_COMPARACION,
  formatNumero,
  lineaCsv,
  MENSAJES_ELECCIONES as M,
  nombreDepartamento,
  type ComparacionElecciones,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { Terreno } from '../terreno.js';
import { mesasConActa, papeleta, type Lugar, type MesaConCifras, type Papeleta } from './cifras-queries.js';
import { cifrasDeMesa, compararLados, nivelBajo, puntos } from './comparacion.js';
import type { Lecturas } from './lectura.js';
import * as q from './queries.js';
import { estimarTransferencia } from './transferencia.js';

type Db = Kysely<DB>;

interface Consulta extends Lugar {
  a?: number;
  b?: number;
}

interface Lados {
  a: q.EleccionGuardada;
  b: q.EleccionGuardada;
  papeletaA: Papeleta;
  papeletaB: Papeleta;
  mesasA: MesaConCifras[];
  mesasB: MesaConCifras[];
  lugar: Lugar;
}

/** An election that can be read: the current one or one that ended (not one only prepared). */
async function legible(db: Db, id: number | undefined, defecto: () => Promise<q.EleccionGuardada>) {
  const e = id === undefined ? await defecto() : await q.buscar(db, id);
  if (!e) throw notFound(M.noEncontrada);
  if (!e.actual && !e.soloLectura) throw new HttpError(409, M.preparada(e.nombre));
  return e;
}

/**
 * Both elections' mesas of the ground and the place, each read on its own database with the same
 * statements. By default B is the current election and A the latest that ended (or the current
 * one too while none has).
 */
async function leerLados(db: Db, lecturas: Lecturas, consulta: Consulta, t: Terreno): Promise<Lados> {
  const b = await legible(db, consulta.b, () => q.actual(db));
  const a = await legible(db, consulta.a, async () => (await q.ultimaTerminada(db, b)) ?? b);
  const lugar: Lugar = {
    departamento: consulta.departamento,
    municipio: consulta.departamento ? consulta.municipio : undefined,
    recinto: consulta.departamento && consulta.municipio ? consulta.recinto : undefined,
  };
  const [dbA, dbB] = await Promise.all([lecturas.baseDe(a), lecturas.baseDe(b)]);
  const [papeletaA, papeletaB, mesasA, mesasB] = await Promise.all([
    papeleta(dbA),
    papeleta(dbB),
    mesasConActa(dbA, t, lugar),
    mesasConActa(dbB, t, lugar),
  ]);
  return { a, b, papeletaA, papeletaB, mesasA, mesasB, lugar };
}

function componer(l: Lados): ComparacionElecciones {
  const nivel = nivelBajo(l.lugar);
  const { total, filas, mesas } = compararLados(
    { a: l.mesasA, b: l.mesasB, nuestroA: l.papeletaA.nuestro?.sigla, nuestroB: l.papeletaB.nuestro?.sigla },
    nivel,
  );
  const runoff = l.b.tipo === 'segunda vuelta' && l.a.id !== l.b.id;
  const enB = new Set(l.papeletaB.partidos.map((p) => p.sigla));
  const hayEliminados = l.papeletaA.partidos.some((p) => !enB.has(p.sigla));
  let transferencia: ComparacionElecciones['transferencia'] = null;
  if (runoff && hayEliminados) {
    const deA = new Map(l.mesasA.map((m) => [m.codigo, m]));
    const pares = l.mesasB.flatMap((b) => {
      const a = deA.get(b.codigo);
      return a ? [{ a, b }] : [];
    });
    transferencia = estimarTransferencia(pares, l.papeletaA.partidos, l.papeletaB.partidos) ?? null;
  }
  return {
    a: q.breve(l.a),
    b: q.breve(l.b),
    nuestroA: l.papeletaA.nuestro,
    nuestroB: l.papeletaB.nuestro,
    recintoNombre: l.lugar.recinto ? ([...l.mesasB, ...l.mesasA][0]?.recintoNombre ?? null) : null,
    nivel,
    total,
    filas,
    mesas,
    transferencia,
    transferenciaPocas: runoff && hayEliminados && transferencia === null,
  };
}

export async function comparar(db: Db, lecturas: Lecturas, consulta: Consulta, t: Terreno) {
  return componer(await leerLados(db, lecturas, consulta, t));
}

const pct = (x: number | null) => (x === null ? '' : formatNumero(x * 100, 2));

/** Every mesa with an acta in either election, by code, as the CSV's lines. */
export async function csvDeComparacion(
  db: Db,
  lecturas: Lecturas,
  consulta: Consulta,
  t: Terreno,
): Promise<{ nombre: string; texto: string }> {
  const l = await leerLados(db, lecturas, consulta, t);
  const nuestroA = l.papeletaA.nuestro?.sigla;
  const nuestroB = l.papeletaB.nuestro?.sigla;
  const deA = new Map(l.mesasA.map((m) => [m.codigo, m]));
  const deB = new Map(l.mesasB.map((m) => [m.codigo, m]));
  const codigos = [...new Set([...deA.keys(), ...deB.keys()])].sort();
  const lineas = codigos.map((codigo) => {
    const a = deA.get(codigo);
    const b = deB.get(codigo);
    const m = (b ?? a)!;
    const ca = a ? cifrasDeMesa(a, nuestroA) : undefined;
    const cb = b ? cifrasDeMesa(b, nuestroB) : undefined;
    const cambio = puntos(ca?.porcentaje ?? null, cb?.porcentaje ?? null);
    return `${lineaCsv([
      codigo,
      m.recintoNombre,
      m.municipio,
      nombreDepartamento(m.departamento),
      String(m.habilitados),
      pct(ca?.porcentaje ?? null),
      pct(cb?.porcentaje ?? null),
      cambio === null ? '' : formatNumero(cambio, 2),
      pct(ca?.participacion ?? null),
      pct(cb?.participacion ?? null),
      a?.actaId ?? '',
      b?.actaId ?? '',
    ])}\r\n`;
  });
  return {
    nombre: `comparacion-e${l.a.id}-e${l.b.id}.csv`,
    texto: cabeceraCsv(COLUMNAS_CSV_COMPARACION) + lineas.join(''),
  };
}
