import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type DatabaseIntrospector,
  type DialectAdapter,
  type QueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { cambiaSesiones } from './session-changes.js';
import type { DB } from './schema.js';

/** Kysely that only compiles, for a dialect: the texts the app sends, exactly. */
function compilador(
  adapter: DialectAdapter,
  compiler: QueryCompiler,
  introspector: (db: Kysely<unknown>) => DatabaseIntrospector,
) {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: introspector,
      createQueryCompiler: () => compiler,
    },
  });
}

const compiladores = {
  sqlite: compilador(new SqliteAdapter(), new SqliteQueryCompiler(), (db) => new SqliteIntrospector(db)),
  postgres: compilador(
    new PostgresAdapter(),
    new PostgresQueryCompiler(),
    (db) => new PostgresIntrospector(db),
  ),
};

const ahora = '2026-11-27T05:00:00.000Z';

describe.each(Object.entries(compiladores))('qué escrituras cambian una sesión (%s)', (_, db) => {
  const cambia = (q: Compilable) => cambiaSesiones(q.compile().sql);

  it('un usuario cambiado, creado o borrado, el ajuste de dos pasos, una sesión cerrada: sí', () => {
    expect(cambia(db.updateTable('usuarios').set({ rol: 'lector' }).where('id', '=', 'u'))).toBe(true);
    expect(cambia(db.updateTable('usuarios').set({ activo: 0 }).where('id', '=', 'u'))).toBe(true);
    expect(
      cambia(db.updateTable('usuarios').set({ ultimo_acceso: ahora, totp_activo: 1 }).where('id', '=', 'u')),
    ).toBe(true);
    expect(cambia(db.deleteFrom('usuarios').where('id', '=', 'u'))).toBe(true);
    expect(
      cambia(
        db
          .insertInto('ajustes')
          .values({ clave: 'exigir_2fa_admins', valor: 'true' })
          .onConflict((oc) => oc.column('clave').doUpdateSet({ valor: 'true' })),
      ),
    ).toBe(true);
    expect(cambia(db.deleteFrom('sesiones').where('id_hash', '=', 'h'))).toBe(true);
    expect(cambia(db.deleteFrom('sesiones').where('usuario_id', '=', 'u').where('id_hash', '!=', 'h'))).toBe(
      true,
    );
  });

  it('una sesión nueva, el último uso de una sesión o de un usuario, lecturas y otras tablas: no', () => {
    expect(
      cambia(
        db.insertInto('sesiones').values({
          id_hash: 'h',
          usuario_id: 'u',
          creada_en: ahora,
          ultimo_uso: ahora,
          navegador: null,
          ip: null,
        }),
      ),
    ).toBe(false);
    expect(cambia(db.updateTable('sesiones').set({ ultimo_uso: ahora }).where('id_hash', '=', 'h'))).toBe(
      false,
    );
    expect(cambia(db.updateTable('usuarios').set({ ultimo_acceso: ahora }).where('id', '=', 'u'))).toBe(
      false,
    );
    expect(cambia(db.selectFrom('usuarios').selectAll().where('id', '=', 'u'))).toBe(false);
    expect(cambia(db.deleteFrom('avisos').where('id', '=', 'a'))).toBe(false);
  });
});
