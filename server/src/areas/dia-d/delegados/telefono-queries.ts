import { numeroInternacional } from '@comando/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Db = Kysely<DB>;

/**
 * Issue 44: who holds an access behind a phone number (an SMS's sender): a delegate (with their
 * mesa, if they still hold one) or a recinto chief (with their recinto, while they are its
 * chief). Their PIN's hash and the `usuarios` row their access opens come along.
 */
export type Remitente =
  | {
      rol: 'delegado';
      defensorId: string;
      nombre: string;
      usuarioId: string;
      pinHash: string | null;
      mesa: string | null;
    }
  | {
      rol: 'jefe';
      defensorId: string;
      nombre: string;
      usuarioId: string;
      pinHash: string | null;
      recinto: string;
    };

/** A defender's phone as digits only, in SQL (they are typed as people write them: spaces, dashes…). */
const digitosDelCelular = sql<string>`replace(replace(replace(replace(replace(d.celular, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

/**
 * The holders of an access whose registered phone is `telefono`. Phones compare as Bolivian
 * numbers do (`numeroInternacional`: 8 digits are a national number, +591 or not); the SQL keeps
 * only those ending in the same 8 digits, then the whole numbers are compared here.
 */
export async function remitentesDeTelefono(db: Db, telefono: string): Promise<Remitente[]> {
  const numero = numeroInternacional(telefono);
  if (numero.length < 8) return [];
  const cola = sql<SqlBool>`${digitosDelCelular} like ${`%${numero.slice(-8)}`}`;
  const [delegados, jefes] = await Promise.all([
    db
      .selectFrom('dia_d_accesos as a')
      .innerJoin('territorial_defensores as d', 'd.id', 'a.defensor_id')
      .leftJoin('dia_d_mesas as m', 'm.delegado_id', 'd.id')
      .select(['d.id', 'd.nombre', 'd.celular', 'a.usuario_id', 'a.pin_hash', 'm.codigo'])
      .where(cola)
      .execute(),
    db
      .selectFrom('dia_d_accesos_jefe as a')
      .innerJoin('dia_d_recintos as r', (j) =>
        j.onRef('r.codigo', '=', 'a.recinto_codigo').onRef('r.jefe_id', '=', 'a.defensor_id'),
      )
      .innerJoin('territorial_defensores as d', 'd.id', 'a.defensor_id')
      .select(['d.id', 'd.nombre', 'd.celular', 'a.usuario_id', 'a.pin_hash', 'r.codigo'])
      .where(cola)
      .execute(),
  ]);
  const mismo = (celular: string) => numeroInternacional(celular) === numero;
  return [
    ...delegados
      .filter((f) => mismo(f.celular))
      .map((f): Remitente => ({
        rol: 'delegado',
        defensorId: f.id,
        nombre: f.nombre,
        usuarioId: f.usuario_id,
        pinHash: f.pin_hash,
        mesa: f.codigo,
      })),
    ...jefes
      .filter((f) => mismo(f.celular))
      .map((f): Remitente => ({
        rol: 'jefe',
        defensorId: f.id,
        nombre: f.nombre,
        usuarioId: f.usuario_id,
        pinHash: f.pin_hash,
        recinto: f.codigo,
      })),
  ];
}
