import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrituraJunta } from '../../src/db/escrituras-juntas.js';
import { cuerpoDeActa, eleccionConTresDelegados, fotoDePrueba } from '../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { enviarActa } from '@comando/contract';
import { pedir } from '../api.js';

// Issue 30: the writes of a request's transaction's end (the audit record, the count's running
// totals, the rules' participation sums: request-transaction.ts `alFinal`) go to PostgreSQL as
// one statement, not one round trip each.

describe('escrituraJunta', () => {
  it('une escrituras en una sentencia: las primeras como with de la última, sus parámetros renumerados en orden', () => {
    const junta = escrituraJunta([
      CompiledQuery.raw('insert into "a" ("x") values ($1)', ['uno']),
      CompiledQuery.raw(
        'insert into "b" ("y", "z") values ($1, $2) on conflict ("y") do update set "z" = "b"."z" + $2',
        [2, 3],
      ),
      CompiledQuery.raw('update "c" set "w" = $1 where "id" = $2', [4, 'cinco']),
    ]);
    expect(junta.sql).toBe(
      'with e0 as (insert into "a" ("x") values ($1)), ' +
        'e1 as (insert into "b" ("y", "z") values ($2, $3) on conflict ("y") do update set "z" = "b"."z" + $3) ' +
        'update "c" set "w" = $4 where "id" = $5',
    );
    expect(junta.parameters).toEqual(['uno', 2, 3, 4, 'cinco']);
  });

  it('una sola escritura queda como está', () => {
    const una = CompiledQuery.raw('delete from "a" where "x" = $1', [1]);
    expect(escrituraJunta([una])).toBe(una);
  });
});

describe.each(dialects.filter((d) => d === 'postgres'))(
  'las últimas escrituras de un acta (%s)',
  (dialect) => {
    let t: TestApp;
    let delegados: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      delegados = await eleccionConTresDelegados(t);
    }, 60_000);
    afterAll(() => t.close());

    it('el registro de auditoría, los totales y las sumas de participación se escriben en una sola sentencia', async () => {
      const db = t.deps.db;
      // Each statement that writes one of these tables leaves the time PostgreSQL received it.
      await sql`create table sellos (tabla text not null, recibida timestamptz not null)`.execute(db);
      await sql`create function sellar() returns trigger language plpgsql as $$
      begin insert into sellos values (tg_table_name, statement_timestamp()); return null; end $$`.execute(
        db,
      );
      for (const tabla of [
        'dia_d_actas',
        'auditoria',
        'dia_d_totales',
        'dia_d_totales_municipio',
        'dia_d_reglas_departamentos',
      ]) {
        await sql`create trigger ${sql.id(`sello_${tabla}`)} after insert or update on ${sql.table(tabla)}
        for each statement execute function sellar()`.execute(db);
      }
      const cuerpo = cuerpoDeActa(await fotoDePrueba());
      const res = await pedir(t, enviarActa, {
        payload: cuerpo.payload,
        headers: cuerpo.headers,
        cookie: delegados.M1,
      });
      expect(res.statusCode, res.body).toBe(201);
      // Microseconds since the epoch, as text (a Date keeps milliseconds only).
      const { rows } = await sql<{ tabla: string; us: string }>`
        select tabla, (extract(epoch from recibida) * 1000000)::bigint::text as us from sellos`.execute(db);
      const recibida = new Map(rows.map((r) => [r.tabla, BigInt(r.us)]));
      expect([...recibida.keys()].sort()).toEqual([
        'auditoria',
        'dia_d_actas',
        'dia_d_reglas_departamentos',
        'dia_d_totales',
        'dia_d_totales_municipio',
      ]);
      // The four of the end stamped by one statement (an upsert fires its insert and its update triggers).
      expect(new Set(rows.filter((r) => r.tabla !== 'dia_d_actas').map((r) => r.us)).size).toBe(1);
      // The acta itself was an earlier statement: the stamps tell statements apart.
      expect(recibida.get('dia_d_actas')! < recibida.get('auditoria')!).toBe(true);
    });
  },
);
