import type { TerrenoDepartamento, UsuarioCuenta } from '@comando/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import { ambitoDeFila } from './ambito.js';

/** SQL of the staff accounts (issue 16, 26, 27): usuarios-routes.ts calls these and nothing else. */

const COLUMNAS = [
  'id',
  'usuario',
  'nombre',
  'email',
  'rol',
  'activo',
  'ultimo_acceso',
  'creado_en',
  'totp_activo',
  'ambito',
  'ambito_departamento',
  'ambito_nombre',
] as const;

export type FilaCuenta = Pick<Selectable<DB['usuarios']>, (typeof COLUMNAS)[number]>;

export const cuenta = (u: FilaCuenta): UsuarioCuenta => {
  const { ambito, ambitoNombre, region } = ambitoDeFila(u);
  return {
    id: u.id,
    usuario: u.usuario,
    nombre: u.nombre,
    email: u.email,
    rol: u.rol,
    activo: u.activo === 1,
    ultimoAcceso: u.ultimo_acceso,
    dosPasos: u.totp_activo === 1,
    creadoEn: u.creado_en,
    ambito,
    ambitoNombre,
    ambitoDepartamento: region,
  };
};

export async function listarCuentas(db: Kysely<DB>): Promise<UsuarioCuenta[]> {
  const filas = await db
    .selectFrom('usuarios')
    .select(COLUMNAS)
    .orderBy('creado_en', 'desc')
    .orderBy('id')
    .execute();
  return filas.map(cuenta);
}

export function obtenerCuenta(db: Kysely<DB>, id: string): Promise<FilaCuenta | undefined> {
  return db.selectFrom('usuarios').select(COLUMNAS).where('id', '=', id).executeTakeFirst();
}

/** User names are unique whatever their case. */
export async function usuarioExiste(db: Kysely<DB>, usuario: string): Promise<boolean> {
  const fila = await db
    .selectFrom('usuarios')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['usuario']), '=', usuario))
    .executeTakeFirst();
  return fila !== undefined;
}

export async function insertarCuenta(db: Kysely<DB>, fila: Insertable<DB['usuarios']>): Promise<void> {
  await db.insertInto('usuarios').values(fila).execute();
}

export async function actualizarCuenta(
  db: Kysely<DB>,
  id: string,
  cambios: Updateable<DB['usuarios']>,
): Promise<number> {
  if (Object.keys(cambios).length === 0) return 0;
  const r = await db.updateTable('usuarios').set(cambios).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function cerrarSesiones(db: Kysely<DB>, usuarioId: string): Promise<void> {
  await db.deleteFrom('sesiones').where('usuario_id', '=', usuarioId).execute();
}

export async function adminsActivos(db: Kysely<DB>): Promise<number> {
  const r = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rol', '=', 'admin')
    .where('activo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// The Día D registry, read here with queries of our own: areas never import each other,
// and the accounts are not an area. Every query below is by an indexed key or one department.

export async function registroVacio(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('dia_d_recintos').select('codigo').limit(1).executeTakeFirst()) === undefined;
}

/** The municipio as the registry spells it, when that department has it. */
export async function municipioDelRegistro(
  db: Kysely<DB>,
  departamento: string,
  municipio: string,
): Promise<string | undefined> {
  const fila = await db
    .selectFrom('dia_d_recintos')
    .select('municipio')
    .where('departamento', '=', departamento)
    .where('municipio', '=', municipio)
    .limit(1)
    .executeTakeFirst();
  return fila?.municipio;
}

export function recintoDelRegistro(db: Kysely<DB>, codigo: string) {
  return db
    .selectFrom('dia_d_recintos')
    .select(['codigo', 'nombre', 'departamento', 'municipio'])
    .where('codigo', '=', codigo)
    .executeTakeFirst();
}

/** A department's municipios, each with its recintos, in name order. */
export async function terrenoDe(db: Kysely<DB>, departamento: string): Promise<TerrenoDepartamento> {
  const filas = await db
    .selectFrom('dia_d_recintos')
    .select(['codigo', 'nombre', 'municipio'])
    .where('departamento', '=', departamento)
    .orderBy('municipio')
    .orderBy('nombre')
    .orderBy('codigo')
    .execute();
  const municipios = new Map<string, { codigo: string; nombre: string }[]>();
  for (const f of filas) {
    const lista = municipios.get(f.municipio) ?? [];
    lista.push({ codigo: f.codigo, nombre: f.nombre });
    municipios.set(f.municipio, lista);
  }
  return { municipios: [...municipios].map(([nombre, recintos]) => ({ nombre, recintos })) };
}
