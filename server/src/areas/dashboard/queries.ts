import { randomUUID } from 'node:crypto';
import {
  CONTEOS_METRICA,
  type CampanaProgreso,
  type ClaveConteo,
  type EscuchaSocial,
  type FinanzasDashboard,
  type IndicadorSecundario,
  type AvanceOperacion,
  type MetricaOperacion,
  type PerfilDashboard,
  type SemanaCronograma,
  type escuchaCambios,
  type metricaCambios,
} from '@comando/contract';
import type { z } from 'zod';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** Only the fields that were sent: concurrent saves of other fields are never overwritten. */
function definidos<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/* ---- profile */

export async function leerPerfil(db: Db): Promise<PerfilDashboard> {
  const r = await db.selectFrom('dashboard_perfil').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { name: r.nombre, compliance: r.cumplimiento, imageUrl: r.imagen_url };
}

export async function guardarPerfil(
  db: Db,
  c: { name?: string; compliance?: number; imageUrl?: string },
): Promise<PerfilDashboard> {
  await db
    .updateTable('dashboard_perfil')
    .set(definidos({ nombre: c.name, cumplimiento: c.compliance, imagen_url: c.imageUrl }))
    .where('id', '=', 1)
    .execute();
  return leerPerfil(db);
}

/* ---- timeline */

export async function listarCronograma(db: Db): Promise<SemanaCronograma[]> {
  const rows = await db.selectFrom('dashboard_cronograma').selectAll().orderBy('orden').execute();
  return rows.map((r) => ({ week: r.semana, planned: r.planificado, executed: r.ejecutado }));
}

/* ---- campaigns */

function campana(r: Selectable<DB['dashboard_campanas']>): CampanaProgreso {
  return {
    id: r.nombre,
    name: r.nombre,
    progress: r.progreso,
    trend: r.tendencia === 'down' ? 'down' : 'up',
    startDate: r.fecha_inicio,
    endDate: r.fecha_fin,
    budget: { planned: r.presupuesto_planificado, executed: r.presupuesto_ejecutado },
  };
}

export async function listarCampanas(db: Db): Promise<CampanaProgreso[]> {
  const rows = await db.selectFrom('dashboard_campanas').selectAll().orderBy('orden').execute();
  return rows.map(campana);
}

export async function guardarCampana(
  db: Db,
  nombre: string,
  c: { progress?: number; trend?: 'up' | 'down' },
): Promise<CampanaProgreso | undefined> {
  await db
    .updateTable('dashboard_campanas')
    .set(definidos({ progreso: c.progress, tendencia: c.trend }))
    .where('nombre', '=', nombre)
    .execute();
  const r = await db
    .selectFrom('dashboard_campanas')
    .selectAll()
    .where('nombre', '=', nombre)
    .executeTakeFirst();
  return r && campana(r);
}

/* ---- secondary indicators */

export async function listarIndicadores(db: Db): Promise<IndicadorSecundario[]> {
  const rows = await db.selectFrom('dashboard_indicadores').selectAll().orderBy('orden').execute();
  return rows.map((r) => ({ type: r.tipo, value: r.valor }));
}

export async function guardarIndicador(
  db: Db,
  tipo: string,
  valor: number,
): Promise<IndicadorSecundario | undefined> {
  const r = await db
    .updateTable('dashboard_indicadores')
    .set({ valor })
    .where('tipo', '=', tipo)
    .returningAll()
    .executeTakeFirst();
  return r && { type: r.tipo, value: r.valor };
}

/* ---- finance */

export async function leerFinanzas(db: Db): Promise<FinanzasDashboard> {
  const r = await db
    .selectFrom('dashboard_finanzas')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { exercisedBudget: r.ejercido, accruedBudget: r.devengado, scheduleDelay: r.retraso };
}

export async function guardarFinanzas(
  db: Db,
  c: { exercisedBudget?: number; accruedBudget?: number; scheduleDelay?: number },
): Promise<FinanzasDashboard> {
  await db
    .updateTable('dashboard_finanzas')
    .set(definidos({ ejercido: c.exercisedBudget, devengado: c.accruedBudget, retraso: c.scheduleDelay }))
    .where('id', '=', 1)
    .execute();
  return leerFinanzas(db);
}

/* ---- social listening */

export async function leerEscucha(db: Db): Promise<EscuchaSocial> {
  const r = await db
    .selectFrom('dashboard_escucha')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const testigos = await db
    .selectFrom('dashboard_testigos')
    .selectAll()
    .orderBy('orden')
    .orderBy('id')
    .execute();
  const horas: unknown = JSON.parse(r.horas);
  return {
    mentions: r.menciones,
    impressions: r.impresiones,
    reputation: r.reputacion,
    notes: r.notas,
    witnesses: testigos.map((t) => ({
      id: t.id,
      username: t.usuario,
      content: t.contenido,
      timestamp: t.momento,
    })),
    hourly: Array.isArray(horas) ? horas.map(Number) : [],
  };
}

export class PrimerTestigoError extends Error {}

export async function guardarEscucha(
  db: Db,
  c: z.output<typeof escuchaCambios>,
  ahora: string,
): Promise<EscuchaSocial> {
  await db.transaction().execute(async (trx) => {
    const set = definidos({
      menciones: c.mentions,
      impresiones: c.impressions,
      reputacion: c.reputation,
      notas: c.notes,
    });
    if (Object.keys(set).length > 0) {
      await trx.updateTable('dashboard_escucha').set(set).where('id', '=', 1).execute();
    }
    if (c.witnesses) {
      // The list is replaced as sent; a witness kept from before keeps its timestamp
      // unless its text changed.
      const antes = await trx
        .selectFrom('dashboard_testigos')
        .selectAll()
        .orderBy('orden')
        .orderBy('id')
        .execute();
      // Spec §4: the first witness cannot be removed; it stays first.
      const primero = antes[0];
      if (primero && c.witnesses[0]?.id !== primero.id) throw new PrimerTestigoError();
      const porId = new Map(antes.map((t) => [t.id, t]));
      await trx.deleteFrom('dashboard_testigos').execute();
      const usados = new Set<string>();
      await trx
        .insertInto('dashboard_testigos')
        .values(
          c.witnesses.map((w, i) => {
            const previo = w.id && !usados.has(w.id) ? porId.get(w.id) : undefined;
            if (previo) usados.add(previo.id);
            const igual = previo && previo.usuario === w.username && previo.contenido === w.content;
            return {
              id: previo ? previo.id : randomUUID(),
              orden: i,
              usuario: w.username,
              contenido: w.content,
              momento: igual ? previo.momento : ahora,
            };
          }),
        )
        .execute();
    }
  });
  return leerEscucha(db);
}

/* ---- operation progress */

export async function listarOperacion(db: Db): Promise<AvanceOperacion[]> {
  const rows = await db.selectFrom('dashboard_operacion').selectAll().orderBy('campana').execute();
  return rows.map((r) => ({ campaign: r.campana, progress: r.progreso, delay: r.retraso }));
}

export async function guardarOperacion(
  db: Db,
  campana: number,
  c: { progress?: number; delay?: number },
): Promise<AvanceOperacion | undefined> {
  await db
    .updateTable('dashboard_operacion')
    .set(definidos({ progreso: c.progress, retraso: c.delay }))
    .where('campana', '=', campana)
    .execute();
  const r = await db
    .selectFrom('dashboard_operacion')
    .selectAll()
    .where('campana', '=', campana)
    .executeTakeFirst();
  return r && { campaign: r.campana, progress: r.progreso, delay: r.retraso };
}

/* ---- operation metrics */

function metrica(r: Selectable<DB['dashboard_metricas']>): MetricaOperacion {
  const m = { area: r.area, progress: r.progreso } as MetricaOperacion;
  for (const k of CONTEOS_METRICA) {
    const current = r[`${k}_actual`];
    const target = r[`${k}_meta`];
    m[k] = current === null || target === null ? null : { current, target };
  }
  return m;
}

export async function listarMetricas(db: Db): Promise<MetricaOperacion[]> {
  const rows = await db.selectFrom('dashboard_metricas').selectAll().orderBy('orden').execute();
  return rows.map(metrica);
}

export async function guardarMetrica(
  db: Db,
  area: string,
  c: z.output<typeof metricaCambios>,
): Promise<MetricaOperacion | undefined> {
  const set: Updateable<DB['dashboard_metricas']> = {};
  if (c.progress !== undefined) set.progreso = c.progress;
  for (const k of CONTEOS_METRICA as readonly ClaveConteo[]) {
    const v = c[k];
    if (v) {
      set[`${k}_actual`] = v.current;
      set[`${k}_meta`] = v.target;
    }
  }
  await db.updateTable('dashboard_metricas').set(set).where('area', '=', area).execute();
  const r = await db.selectFrom('dashboard_metricas').selectAll().where('area', '=', area).executeTakeFirst();
  return r && metrica(r);
}
