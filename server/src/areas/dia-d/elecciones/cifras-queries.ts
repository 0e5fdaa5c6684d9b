import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sqlTerreno, type Terreno } from '../terreno.js';

type Db = Kysely<DB>;

/**
 * One election's figures, mesa by mesa (issue 45), read on its own database (the app's for the
 * current election, its frozen copy for one that ended) with the same statements: every mesa of
 * the ground with an acta, its current version's figures, and where the mesa lay in that
 * election's registry. A few statements over whole tables, none per mesa.
 */

export interface Lugar {
  departamento?: string;
  municipio?: string;
  recinto?: string;
}

export interface MesaConCifras {
  codigo: string;
  numero: number;
  recinto: string;
  recintoNombre: string;
  municipio: string;
  departamento: string;
  habilitados: number;
  actaId: string;
  estado: string;
  blancos: number;
  nulos: number;
  votos: Record<string, number>;
}

export interface Papeleta {
  partidos: { sigla: string; nombre: string }[];
  nuestro: { sigla: string; nombre: string } | null;
}

export async function papeleta(db: Db): Promise<Papeleta> {
  const filas = await db
    .selectFrom('dia_d_partidos')
    .select(['sigla', 'nombre', 'nuestro'])
    .orderBy('orden')
    .execute();
  const nuestro = filas.find((f) => Number(f.nuestro) === 1);
  return {
    partidos: filas.map((f) => ({ sigla: f.sigla, nombre: f.nombre })),
    nuestro: nuestro ? { sigla: nuestro.sigla, nombre: nuestro.nombre } : null,
  };
}

/** The mesas of the ground and the place with an acta, each with its current version's figures. */
export async function mesasConActa(db: Db, t: Terreno, lugar: Lugar): Promise<MesaConCifras[]> {
  const base = db
    .selectFrom('dia_d_mesa_acta as ma')
    .innerJoin('dia_d_mesas as m', 'm.codigo', 'ma.mesa_codigo')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .where(sqlTerreno(t))
    .$if(lugar.departamento !== undefined, (q) => q.where('r.departamento', '=', lugar.departamento!))
    .$if(lugar.municipio !== undefined, (q) => q.where('r.municipio', '=', lugar.municipio!))
    .$if(lugar.recinto !== undefined, (q) => q.where('r.codigo', '=', lugar.recinto!));
  // Both at once: on PostgreSQL they run on two connections.
  const [actas, votos] = await Promise.all([
    base
      .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
      .select([
        'm.codigo',
        'm.numero',
        'm.habilitados',
        'r.codigo as recinto',
        'r.nombre as recinto_nombre',
        'r.municipio',
        'r.departamento',
        'ma.acta_id',
        'ma.estado',
        'a.blancos',
        'a.nulos',
      ])
      .execute(),
    base
      .innerJoin('dia_d_acta_votos as v', 'v.acta_id', 'ma.acta_id')
      .select(['ma.mesa_codigo', 'v.sigla', 'v.votos'])
      .execute(),
  ]);
  const porMesa = new Map<string, MesaConCifras>();
  for (const a of actas) {
    porMesa.set(a.codigo, {
      codigo: a.codigo,
      numero: Number(a.numero),
      recinto: a.recinto,
      recintoNombre: a.recinto_nombre,
      municipio: a.municipio,
      departamento: a.departamento,
      habilitados: Number(a.habilitados),
      actaId: a.acta_id,
      estado: a.estado,
      blancos: Number(a.blancos),
      nulos: Number(a.nulos),
      votos: {},
    });
  }
  for (const v of votos) {
    const m = porMesa.get(v.mesa_codigo);
    if (m) m.votos[v.sigla] = Number(v.votos);
  }
  return [...porMesa.values()];
}
