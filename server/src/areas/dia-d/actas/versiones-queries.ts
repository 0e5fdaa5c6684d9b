import type { EstadoActa, FigurasActa } from '@comando/contract';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { plantilla } from '../../../performance/statement-templates.js';

type Db = Kysely<DB>;

/** Versions of a mesa's acta (`dia_d_actas`, every one kept) and which is current (`dia_d_mesa_acta`). */

export interface VersionNueva {
  id: string;
  mesa: string;
  origen: 'delegado' | 'resolucion';
  autorId: string;
  figuras: FigurasActa;
  fotoId: string;
  alerta: boolean;
  en: string;
  /** The photo's hashes as received (issue 29); a settlement reuses the stored photo's. */
  sha256?: { enviada: string | null; guardada: string };
  /** Issue 28: sent by the recinto chief (`autorId` is the chief), not by the mesa's delegate. */
  porJefe?: boolean;
}

/** An acta's row, its version numbered after the mesa's last one (a template, performance/statement-templates.ts). */
const insertarActa = plantilla((db: Db, fila: Omit<Insertable<DB['dia_d_actas']>, 'version'>) =>
  db
    .insertInto('dia_d_actas')
    .values({
      ...fila,
      version: (eb) =>
        eb
          .selectFrom('dia_d_actas')
          .select(sql<number>`coalesce(max(version), 0) + 1`.as('v'))
          .where('mesa_codigo', '=', fila.mesa_codigo),
    })
    .returning('version'),
);

const insertarVotos = plantilla((db: Db, filas: Insertable<DB['dia_d_acta_votos']>[]) =>
  db.insertInto('dia_d_acta_votos').values(filas),
);

/** Stores a version with its votes, numbered after the mesa's last one; its number. */
export async function insertarVersion(db: Db, datos: VersionNueva): Promise<number> {
  // A settlement reuses the delegate's photo: its hashes are that photo's (issue 29).
  const previa = datos.sha256
    ? undefined
    : await db
        .selectFrom('dia_d_actas')
        .select(['sha256_enviada', 'sha256_guardada'])
        .where('mesa_codigo', '=', datos.mesa)
        .where('foto_id', '=', datos.fotoId)
        .orderBy('version', 'desc')
        .executeTakeFirst();
  const guardada =
    datos.sha256?.guardada ??
    previa?.sha256_guardada ??
    (await db.selectFrom('archivos').select('hash').where('id', '=', datos.fotoId).executeTakeFirst())
      ?.hash ??
    null;
  const enviada = datos.sha256?.enviada ?? previa?.sha256_enviada ?? null;
  // Numbered by the insert itself (one statement: election night counts them).
  const fila = await insertarActa.primera(db, {
    id: datos.id,
    mesa_codigo: datos.mesa,
    origen: datos.origen,
    autor_id: datos.autorId,
    blancos: datos.figuras.blancos,
    nulos: datos.figuras.nulos,
    foto_id: datos.fotoId,
    alerta: datos.alerta ? 1 : 0,
    creada_en: datos.en,
    sha256_enviada: enviada,
    sha256_guardada: guardada,
    por_jefe: datos.porJefe ? 1 : 0,
  });
  if (!fila) throw new Error('La inserción del acta no devolvió su versión');
  await insertarVotos.ejecutar(
    db,
    Object.entries(datos.figuras.votos).map(([sigla, votos]) => ({ acta_id: datos.id, sigla, votos })),
  );
  return Number(fila.version);
}

/** Where a mesa lies (the ground of a change to it). */
export interface LugarMesa {
  departamento: string;
  municipio: string;
  recinto: string;
}

/** A mesa's place and habilitados (the strata of the running totals). */
export type LugarYHabilitados = LugarMesa & { habilitados: number };

/** The mesa's place and habilitados. */
export async function lugarDeMesa(db: Db, mesa: string): Promise<LugarYHabilitados> {
  const m = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['r.departamento', 'r.municipio', 'r.codigo', 'm.habilitados'])
    .where('m.codigo', '=', mesa)
    .executeTakeFirstOrThrow();
  return {
    departamento: m.departamento,
    municipio: m.municipio,
    recinto: m.codigo,
    habilitados: Number(m.habilitados),
  };
}

const actualDe = plantilla((db: Db, mesa: string) =>
  db.selectFrom('dia_d_mesa_acta').select(['acta_id', 'estado']).where('mesa_codigo', '=', mesa),
);

/** The mesa's current acta and its state, by mesa. */
export async function actualDeMesa(db: Db, mesa: string) {
  return actualDe.primera(db, mesa);
}

/** The mesa's state row when `actaId` is its current acta. */
export async function actualPorActa(db: Db, actaId: string) {
  return db.selectFrom('dia_d_mesa_acta').selectAll().where('acta_id', '=', actaId).executeTakeFirst();
}

/** Makes `actaId` the mesa's current acta in `estado`, reservation cleared. */
export async function fijarActual(
  db: Db,
  mesa: { codigo: string; departamento: string; habilitados: number },
  actaId: string,
  estado: EstadoActa,
  cerrada?: { por: string; en: string },
): Promise<void> {
  const fila = {
    acta_id: actaId,
    estado,
    reservada_por: null,
    reservada_hasta: null,
    cerrada_por: cerrada?.por ?? null,
    cerrada_en: cerrada?.en ?? null,
  };
  await fijarFila.ejecutar(
    db,
    { codigo: mesa.codigo, departamento: mesa.departamento, habilitados: mesa.habilitados },
    fila,
  );
}

const fijarFila = plantilla(
  (
    db: Db,
    mesa: { codigo: string; departamento: string; habilitados: number },
    fila: Omit<Insertable<DB['dia_d_mesa_acta']>, 'mesa_codigo' | 'departamento' | 'habilitados'>,
  ) =>
    db
      .insertInto('dia_d_mesa_acta')
      .values({
        mesa_codigo: mesa.codigo,
        departamento: mesa.departamento,
        habilitados: mesa.habilitados,
        ...fila,
      })
      .onConflict((oc) => oc.column('mesa_codigo').doUpdateSet(fila)),
);
