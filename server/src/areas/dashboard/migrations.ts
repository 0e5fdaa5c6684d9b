import type { Kysely, Migration } from 'kysely';
import { CONTEOS_METRICA } from '@comando/contract';

const num = 'double precision' as const;

export const dashboardMigrations: Record<string, Migration> = {
  'dashboard-001': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dashboard_perfil')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('cumplimiento', num, (c) => c.notNull())
        .addColumn('imagen_url', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_cronograma')
        .addColumn('semana', 'text', (c) => c.primaryKey())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('planificado', num, (c) => c.notNull())
        .addColumn('ejecutado', num, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_campanas')
        .addColumn('nombre', 'text', (c) => c.primaryKey())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('progreso', num, (c) => c.notNull())
        .addColumn('tendencia', 'text', (c) => c.notNull())
        .addColumn('fecha_inicio', 'text', (c) => c.notNull())
        .addColumn('fecha_fin', 'text', (c) => c.notNull())
        .addColumn('presupuesto_planificado', num, (c) => c.notNull())
        .addColumn('presupuesto_ejecutado', num, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_indicadores')
        .addColumn('tipo', 'text', (c) => c.primaryKey())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('valor', num, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_finanzas')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('ejercido', num, (c) => c.notNull())
        .addColumn('devengado', num, (c) => c.notNull())
        .addColumn('retraso', num, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_escucha')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('menciones', num, (c) => c.notNull())
        .addColumn('impresiones', num, (c) => c.notNull())
        .addColumn('reputacion', num, (c) => c.notNull())
        .addColumn('notas', num, (c) => c.notNull())
        .addColumn('horas', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_testigos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('usuario', 'text', (c) => c.notNull())
        .addColumn('contenido', 'text', (c) => c.notNull())
        .addColumn('momento', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dashboard_operacion')
        .addColumn('campana', 'integer', (c) => c.primaryKey())
        .addColumn('progreso', num, (c) => c.notNull())
        .addColumn('retraso', num, (c) => c.notNull())
        .execute();
      let metricas = db.schema
        .createTable('dashboard_metricas')
        .addColumn('area', 'text', (c) => c.primaryKey())
        .addColumn('orden', 'integer', (c) => c.notNull())
        .addColumn('progreso', num, (c) => c.notNull());
      for (const k of CONTEOS_METRICA) {
        metricas = metricas.addColumn(`${k}_actual`, num).addColumn(`${k}_meta`, num);
      }
      await metricas.execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'dashboard_metricas',
        'dashboard_operacion',
        'dashboard_testigos',
        'dashboard_escucha',
        'dashboard_finanzas',
        'dashboard_indicadores',
        'dashboard_campanas',
        'dashboard_cronograma',
        'dashboard_perfil',
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  },
};
