import { impugnacionesMigration } from './impugnaciones/migracion.js';
import { oficialesMigration, trabajosOficialesMigration } from './oficiales/migracion.js';
import { sql, type Kysely, type Migration, type SqlBool } from 'kysely';
import { agregadoDeActas } from './totales-agregado.js';
import { reglasMigration } from './reglas-tablas.js';
import { eleccionesMigration } from './elecciones/index.js';

export const diaDMigrations: Record<string, Migration> = {
  'dia-d-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_recintos')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('jefe_id', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_recintos_lugar')
        .on('dia_d_recintos')
        .columns(['departamento', 'municipio'])
        .execute();
      await db.schema
        .createTable('dia_d_mesas')
        .addColumn('codigo', 'text', (c) => c.primaryKey())
        .addColumn('numero', 'integer', (c) => c.notNull())
        .addColumn('recinto_codigo', 'text', (c) => c.notNull().references('dia_d_recintos.codigo'))
        .addColumn('habilitados', 'integer', (c) => c.notNull())
        .addColumn('delegado_id', 'text', (c) => c.unique())
        .addColumn('llegada_en', 'text')
        .addColumn('llegada_id', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_mesas_recinto')
        .on('dia_d_mesas')
        .columns(['recinto_codigo', 'codigo'])
        .execute();
      await db.schema
        .createTable('dia_d_accesos')
        .addColumn('defensor_id', 'text', (c) => c.primaryKey())
        .addColumn('codigo_hash', 'text', (c) => c.notNull().unique())
        .addColumn('usuario_id', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dia_d_incidentes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull())
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('foto_id', 'text')
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('asignado_a', 'text')
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_incidentes_creado')
        .on('dia_d_incidentes')
        .columns(['creado_en', 'id'])
        .execute();
      await db.schema
        .createTable('dia_d_notas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('incidente_id', 'text', (c) =>
          c.notNull().references('dia_d_incidentes.id').onDelete('cascade'),
        )
        .addColumn('autor', 'text', (c) => c.notNull())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dia_d_notas_incidente').on('dia_d_notas').column('incidente_id').execute();
    },
  },
  // Every request of a delegate finds its access by the session's user (bench dia-d: without
  // this index 30.000 check-ins scanned the accesses twice each and timed out).
  'dia-d-002': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_accesos_usuario').on('dia_d_accesos').column('usuario_id').execute();
    },
  },
  // Issue 20: the ballot, the actas (every version kept), their votes, transcriptions and state.
  'dia-d-003': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_partidos')
        .addColumn('sigla', 'text', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dia_d_actas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull().references('dia_d_mesas.codigo'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('origen', 'text', (c) => c.notNull())
        .addColumn('autor_id', 'text', (c) => c.notNull())
        .addColumn('blancos', 'integer', (c) => c.notNull())
        .addColumn('nulos', 'integer', (c) => c.notNull())
        .addColumn('foto_id', 'text', (c) => c.notNull())
        .addColumn('alerta', 'integer', (c) => c.notNull())
        .addColumn('creada_en', 'text', (c) => c.notNull())
        .addUniqueConstraint('dia_d_actas_mesa_version', ['mesa_codigo', 'version'])
        .execute();
      await db.schema
        .createTable('dia_d_acta_votos')
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('sigla', 'text', (c) => c.notNull())
        .addColumn('votos', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_acta_votos_pk', ['acta_id', 'sigla'])
        .execute();
      // One row per mesa with an acta: its current version and where it stands.
      await db.schema
        .createTable('dia_d_mesa_acta')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey().references('dia_d_mesas.codigo'))
        .addColumn('acta_id', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        // Copied from the mesa (its department cannot change once it has data): the count
        // groups by them without joining the registry.
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('habilitados', 'integer', (c) => c.notNull())
        .addColumn('reservada_por', 'text')
        .addColumn('reservada_hasta', 'text')
        .addColumn('cerrada_por', 'text')
        .addColumn('cerrada_en', 'text')
        .execute();
      await db.schema
        .createIndex('dia_d_mesa_acta_estado')
        .on('dia_d_mesa_acta')
        .columns(['estado', 'mesa_codigo'])
        .execute();
      await db.schema
        .createTable('dia_d_transcripciones')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('acta_id', 'text', (c) => c.notNull().references('dia_d_actas.id'))
        .addColumn('usuario_id', 'text', (c) => c.notNull())
        .addColumn('usuario_nombre', 'text', (c) => c.notNull())
        .addColumn('figuras', 'text', (c) => c.notNull())
        .addColumn('coincide', 'integer', (c) => c.notNull())
        .addColumn('en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dia_d_transcripciones_acta')
        .on('dia_d_transcripciones')
        .column('acta_id')
        .execute();
    },
  },
  // Issue 20: the count's running totals, and the quick count's sample of mesas (its seed and
  // size live in `ajustes`).
  'dia-d-004': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_totales')
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('valor', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_totales_pk', ['departamento', 'estado', 'clave'])
        .execute();
      await db.schema
        .createTable('dia_d_muestra')
        .addColumn('mesa_codigo', 'text', (c) => c.primaryKey().references('dia_d_mesas.codigo'))
        .addColumn('estrato', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 20: a transcription or a settlement finds the mesa by its current acta; without this
  // index each one read the whole table (33.439 rows on election night).
  'dia-d-005': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_mesa_acta_acta').on('dia_d_mesa_acta').column('acta_id').execute();
    },
  },
  // Issue 29: the official count's snapshots (server/src/areas/dia-d/oficiales/).
  'dia-d-006': oficialesMigration,
  // Issues 28 and 29: the campaign's own party on the ballot (rules, comparison).
  'dia-d-007': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('dia_d_partidos')
        .addColumn('nuestro', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 28: messages from HQ to the delegates, and who read them.
  'dia-d-014': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_mensajes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('destino', 'text', (c) => c.notNull())
        .addColumn('destino_nombre', 'text', (c) => c.notNull())
        .addColumn('autor_id', 'text', (c) => c.notNull())
        .addColumn('autor_nombre', 'text', (c) => c.notNull())
        .addColumn('enviado_en', 'text', (c) => c.notNull())
        .addColumn('destinatarios', 'integer', (c) => c.notNull())
        .addColumn('leidos', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('dia_d_mensajes_enviado')
        .on('dia_d_mensajes')
        .column('enviado_en')
        .execute();
      await db.schema
        .createTable('dia_d_mensaje_destinos')
        .addColumn('mensaje_id', 'text', (c) =>
          c.notNull().references('dia_d_mensajes.id').onDelete('cascade'),
        )
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('mesa_codigo', 'text', (c) => c.notNull())
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('recinto_codigo', 'text', (c) => c.notNull())
        .addColumn('leido_en', 'text')
        .addPrimaryKeyConstraint('dia_d_mensaje_destinos_pk', ['mensaje_id', 'defensor_id'])
        .execute();
      // The phone's inbox reads by delegate.
      await db.schema
        .createIndex('dia_d_mensaje_destinos_defensor')
        .on('dia_d_mensaje_destinos')
        .column('defensor_id')
        .execute();
    },
  },
  // Issue 28: how long each transcription took, for the median per transcriber.
  'dia-d-015': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dia_d_transcripciones').addColumn('segundos', 'integer').execute();
    },
  },
  // Issue 27: a scoped user's defenders are found by the posts they hold (without the first
  // index each defender read the whole table of recintos to learn whether they lead one), and
  // a recinto's incidents by its mesas (without the second the desk walked every incident).
  'dia-d-008': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('dia_d_recintos_jefe').on('dia_d_recintos').column('jefe_id').execute();
      await db.schema
        .createIndex('dia_d_incidentes_mesa')
        .on('dia_d_incidentes')
        .columns(['mesa_codigo', 'creado_en'])
        .execute();
    },
  },
  // Issue 27: the count's running totals per municipio too (a municipal chief's count), kept
  // like the departmental ones; filled from the actas already in.
  'dia-d-009': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_totales_municipio')
        .addColumn('departamento', 'text', (c) => c.notNull())
        .addColumn('municipio', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('valor', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('dia_d_totales_municipio_pk', [
          'departamento',
          'municipio',
          'estado',
          'clave',
        ])
        .execute();
      await sql`insert into dia_d_totales_municipio (departamento, municipio, estado, clave, valor)
        ${agregadoDeActas(sql<SqlBool>`1 = 1`)}`.execute(db);
    },
  },
  // Issue 28, the radar of pending mesas: each state is found through an index, in code order
  // (the page's cursor) — mesas without a delegate, delegates not yet in, actas with an alert.
  'dia-d-010': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('dia_d_mesas_delegado_codigo')
        .on('dia_d_mesas')
        .columns(['delegado_id', 'codigo'])
        .execute();
      await db.schema
        .createIndex('dia_d_mesas_llegada_codigo')
        .on('dia_d_mesas')
        .columns(['llegada_en', 'codigo'])
        .execute();
      await db.schema
        .createIndex('dia_d_actas_alerta')
        .on('dia_d_actas')
        .columns(['alerta', 'mesa_codigo'])
        .execute();
    },
  },
  // Issue 28: the rules on every acta, their alerts and running sums.
  'dia-d-011': reglasMigration,
  // Issue 28: the radar's "con alerta" finds the unreviewed alerts through an index.
  'dia-d-016': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('dia_d_alertas_pendientes')
        .on('dia_d_alertas')
        .columns(['revisada_en', 'acta_id'])
        .execute();
    },
  },
  // Issue 29: the photo's hashes per acta version, and the legal files of the discrepancies.
  'dia-d-013': impugnacionesMigration,
  // Issue 28: the recinto chief's one-time access (one per recinto), and actas the chief sent.
  'dia-d-017': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dia_d_accesos_jefe')
        .addColumn('recinto_codigo', 'text', (c) => c.primaryKey())
        .addColumn('defensor_id', 'text', (c) => c.notNull())
        .addColumn('codigo_hash', 'text', (c) => c.notNull().unique())
        .addColumn('usuario_id', 'text', (c) => c.notNull().unique())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('dia_d_actas')
        .addColumn('por_jefe', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 28, the map: a recinto's place (optional lat;lon of the registry CSV), for its point.
  'dia-d-019': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('dia_d_recintos').addColumn('lat', 'double precision').execute();
      await db.schema.alterTable('dia_d_recintos').addColumn('lon', 'double precision').execute();
    },
  },
  // Issue 29: large official imports run as jobs whose progress any instance reads.
  'dia-d-018': trabajosOficialesMigration,
  // Issue 30: the running sums every acta of a place adds to are kept in stripes (db/franjas.ts),
  // so that the actas of one department stop waiting for each other's row locks on PostgreSQL.
  // What was summed so far is stripe 0.
  'dia-d-020': {
    async up(db: Kysely<unknown>) {
      await enFranjas(db, 'dia_d_totales', ['departamento', 'estado', 'clave'], [['valor', 'integer']]);
      await enFranjas(
        db,
        'dia_d_totales_municipio',
        ['departamento', 'municipio', 'estado', 'clave'],
        [['valor', 'integer']],
      );
      await enFranjas(
        db,
        'dia_d_reglas_departamentos',
        ['departamento'],
        [
          ['n', 'integer'],
          ['suma', 'double precision'],
          ['suma2', 'double precision'],
        ],
      );
    },
  },
  // Issue 45: the elections; the data already here becomes the first one, current.
  'dia-d-021-elecciones': eleccionesMigration,
};

/**
 * Rebuilds a table of running sums keyed by `claves` with a `franja` column in its key (SQLite
 * cannot change a primary key in place): a copy with its rows in stripe 0 takes its name.
 */
async function enFranjas(
  db: Kysely<unknown>,
  tabla: string,
  claves: string[],
  sumas: [string, 'integer' | 'double precision'][],
) {
  const nueva = `${tabla}_franjas`;
  let t = db.schema.createTable(nueva);
  for (const c of claves) t = t.addColumn(c, 'text', (col) => col.notNull());
  t = t.addColumn('franja', 'integer', (col) => col.notNull().defaultTo(0));
  for (const [c, tipo] of sumas) t = t.addColumn(c, tipo, (col) => col.notNull());
  await t.addPrimaryKeyConstraint(`${nueva}_pk`, [...claves, 'franja'] as never[]).execute();
  const columnas = sql.join([...claves, ...sumas.map(([c]) => c)].map((c) => sql.id(c)));
  await sql`insert into ${sql.table(nueva)} (${columnas}) select ${columnas} from ${sql.table(tabla)}`.execute(
    db,
  );
  await db.schema.dropTable(tabla).execute();
  await db.schema.alterTable(nueva).renameTo(tabla).execute();
}
