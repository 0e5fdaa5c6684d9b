import { impugnacionesMigration } from './impugnaciones/migracion.js';
import { oficialesMigration, trabajosOficialesMigration } from './oficiales/migracion.js';
import type { Kysely, Migration } from 'kysely';
import { actasMigrations } from './actas/index.js';
import { conteoMigrations } from './conteo/index.js';
import { delegadosMigrations } from './delegados/index.js';
import { pendientesMigrations } from './pendientes/index.js';
import { incidentesMigrations } from './incidentes/index.js';
import { reglasMigrations } from './reglas/index.js';
import { registroMigrations } from './registro/index.js';

export const diaDMigrations: Record<string, Migration> = {
  'dia-d-001': registroMigrations['dia-d-001'],
  'dia-d-002': delegadosMigrations['dia-d-002'],
  'dia-d-003': actasMigrations['dia-d-003'],
  'dia-d-004': conteoMigrations['dia-d-004'],
  'dia-d-005': actasMigrations['dia-d-005'],
  // Issue 29: the official count's snapshots (server/src/areas/dia-d/oficiales/).
  'dia-d-006': oficialesMigration,
  'dia-d-007': registroMigrations['dia-d-007'],
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
  'dia-d-015': actasMigrations['dia-d-015'],
  'dia-d-008': incidentesMigrations['dia-d-008'],
  'dia-d-009': conteoMigrations['dia-d-009'],
  'dia-d-010': pendientesMigrations['dia-d-010'],
  // Issue 28: the rules on every acta, their alerts and running sums.
  'dia-d-011': reglasMigrations['dia-d-011'],
  'dia-d-016': pendientesMigrations['dia-d-016'],
  // Issue 29: the photo's hashes per acta version, and the legal files of the discrepancies.
  'dia-d-013': impugnacionesMigration,
  'dia-d-017': delegadosMigrations['dia-d-017'],
  'dia-d-019': registroMigrations['dia-d-019'],
  // Issue 29: large official imports run as jobs whose progress any instance reads.
  'dia-d-018': trabajosOficialesMigration,
  'dia-d-020': conteoMigrations['dia-d-020'],
};
