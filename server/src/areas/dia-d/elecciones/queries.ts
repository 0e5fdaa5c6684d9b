import {
  LLEVAR_TODO,
  MENSAJES_ELECCIONES as M,
  NOMBRE_PRIMERA_ELECCION,
  type Eleccion,
  type EleccionBreve,
  type LlevarEleccion,
  type TipoEleccion,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HttpError, notFound } from '../../../http/errors.js';

type Db = Kysely<DB>;
type Fila = DB['dia_d_elecciones'];

/** The elections' own rows (issue 45). The archive and its resets are in archivo.ts. */

/** An election as the code uses it: its row, typed. */
export interface EleccionGuardada {
  id: number;
  nombre: string;
  fecha: string;
  tipo: TipoEleccion;
  actual: boolean;
  soloLectura: boolean;
  desde: number | null;
  llevar: LlevarEleccion[];
  creadaEn: string;
  terminadaEn: string | null;
  archivo: string | null;
}

function deFila(f: Fila): EleccionGuardada {
  return {
    id: Number(f.id),
    nombre: f.nombre ?? NOMBRE_PRIMERA_ELECCION(f.fecha),
    fecha: f.fecha,
    tipo: f.tipo as TipoEleccion,
    actual: Number(f.actual) === 1,
    soloLectura: Number(f.solo_lectura) === 1,
    desde: f.desde_id === null ? null : Number(f.desde_id),
    llevar: JSON.parse(f.llevar) as LlevarEleccion[],
    creadaEn: f.creada_en,
    terminadaEn: f.terminada_en,
    archivo: f.archivo,
  };
}

/** The current election's date is Estrategia's (and its name, while made from its date). */
const conFecha = (f: Fila, estrategia: string | undefined): EleccionGuardada =>
  deFila(Number(f.actual) === 1 && estrategia ? { ...f, fecha: estrategia } : f);

/** As the API answers it. */
export const publica = ({ archivo: _a, ...e }: EleccionGuardada): Eleccion => e;
export const breve = (e: EleccionGuardada): EleccionBreve => ({
  id: e.id,
  nombre: e.nombre,
  tipo: e.tipo,
  fecha: e.fecha,
});

/** The current election's date is Estrategia's Día D date, which the phones' window hangs on. */
async function fechaDeEstrategia(db: Db): Promise<string | undefined> {
  const f = await db.selectFrom('estrategia_diad').select('fecha_eleccion').limit(1).executeTakeFirst();
  return f?.fecha_eleccion;
}

/** Every election, newest first (by date, then id). */
export async function listar(db: Db): Promise<EleccionGuardada[]> {
  const [filas, fecha] = await Promise.all([
    db.selectFrom('dia_d_elecciones').selectAll().orderBy('fecha', 'desc').orderBy('id', 'desc').execute(),
    fechaDeEstrategia(db),
  ]);
  return filas.map((f) => conFecha(f, fecha));
}

export async function buscar(db: Db, id: number): Promise<EleccionGuardada | undefined> {
  const f = await db.selectFrom('dia_d_elecciones').selectAll().where('id', '=', id).executeTakeFirst();
  if (!f) return undefined;
  return conFecha(f, Number(f.actual) === 1 ? await fechaDeEstrategia(db) : undefined);
}

export async function actual(db: Db): Promise<EleccionGuardada> {
  const f = await db.selectFrom('dia_d_elecciones').selectAll().where('actual', '=', 1).executeTakeFirst();
  // The migration makes one and only a switch (one transaction) moves it.
  if (!f) throw new Error('No hay elección actual');
  return conFecha(f, await fechaDeEstrategia(db));
}

/** The latest election that ended (by date, then id), if any. */
export async function ultimaTerminada(
  db: Db,
  antesDe?: EleccionGuardada,
): Promise<EleccionGuardada | undefined> {
  const terminadas = (await listar(db)).filter((e) => e.soloLectura);
  if (!antesDe) return terminadas[0];
  return terminadas.find(
    (e) =>
      e.id !== antesDe.id && (e.fecha < antesDe.fecha || (e.fecha === antesDe.fecha && e.id < antesDe.id)),
  );
}

export async function crear(
  db: Db,
  datos: { nombre: string; fecha: string; tipo: TipoEleccion; desde?: number; llevar?: LlevarEleccion[] },
  ahora: string,
): Promise<EleccionGuardada> {
  const vigente = await actual(db);
  const desde = datos.desde ?? vigente.id;
  if (desde !== vigente.id) {
    const origen = await buscar(db, desde);
    if (!origen) throw notFound(M.noEncontrada);
    throw new HttpError(409, M.desdeTerminada(origen.nombre));
  }
  const nombre = datos.nombre.toLocaleLowerCase('es');
  if ((await listar(db)).some((e) => e.nombre.toLocaleLowerCase('es') === nombre)) {
    throw new HttpError(409, M.nombreRepetido);
  }
  const { max } = await db
    .selectFrom('dia_d_elecciones')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const id = Number(max ?? 0) + 1;
  const llevar = LLEVAR_TODO.filter((l) => (datos.llevar ?? LLEVAR_TODO).includes(l));
  await db
    .insertInto('dia_d_elecciones')
    .values({
      id,
      nombre: datos.nombre,
      fecha: datos.fecha,
      tipo: datos.tipo,
      actual: 0,
      solo_lectura: 0,
      creada_en: ahora,
      desde_id: desde,
      llevar: JSON.stringify(llevar),
    })
    .execute();
  return (await buscar(db, id))!;
}

/** The election an old access code belonged to, if it is one of an election that ended. */
export async function eleccionDeCodigo(db: Db, codigoHash: string): Promise<string | undefined> {
  const f = await db
    .selectFrom('dia_d_codigos_terminados as c')
    .innerJoin('dia_d_elecciones as e', 'e.id', 'c.eleccion_id')
    .select('e.nombre')
    .where('c.codigo_hash', '=', codigoHash)
    .executeTakeFirst();
  return f?.nombre ?? undefined;
}
