import { randomUUID } from 'node:crypto';
import {
  AREAS_METRICAS,
  CAMPANAS_PROGRESO,
  CONTEOS_METRICA,
  MICROCAMPANAS,
  TIPOS_INDICADOR,
  type ClaveConteo,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SeedDeps } from '../area.js';

/** Spec §9 figures; where the spec gives none, the choice is listed in docs/decisions.md. */
const SEMILLA = {
  perfil: { nombre: 'Candidato Propio', cumplimiento: 27.36, imagen_url: '' },
  campanas: {
    progreso: [27.36, 25.2, 26.8, 30.1, 27.3],
    tendencia: ['up', 'down', 'up', 'up', 'down'],
    planificado: [1_000_000, 800_000, 600_000, 500_000, 400_000],
    ejecutado: [273_600, 201_600, 160_800, 150_500, 109_200],
    inicio: '2025-02-01',
    fin: '2025-08-31',
  },
  indicadores: [55.4, 5.4, 61.1, 41.4],
  finanzas: { ejercido: 55.4, devengado: 55.4, retraso: -5.2 },
  escucha: {
    menciones: 40,
    impresiones: 1.3,
    reputacion: 72.5,
    notas: 18,
    horas: [
      320, 210, 150, 120, 110, 180, 420, 780, 1150, 1380, 1520, 1610, 1700, 1580, 1490, 1420, 1550, 1680,
      1820, 1940, 1760, 1350, 900, 560,
    ],
  },
  testigos: [
    {
      usuario: '@maria_cbba',
      contenido: 'Muy buena la propuesta de agua potable para la zona sur de Cochabamba.',
      horasAtras: 1,
    },
    {
      usuario: '@jorge_quillacollo',
      contenido: 'Estuve en el encuentro de Quillacollo: mucha gente y buen ambiente.',
      horasAtras: 3,
    },
    {
      usuario: '@ana.sacaba',
      contenido: 'Quisiera escuchar más propuestas de empleo para los jóvenes.',
      horasAtras: 6,
    },
  ],
  metricas: {
    DIGITAL: { progreso: 35.5, content: [241, 332], impressions: [486_639_245, 800_000_000] },
    TELEFONÍA: { progreso: 18.4, messages: [120_000, 500_000] },
    AIRE: { progreso: 27.9, content: [45, 120], notes: [18, 60], impacts: [350_000, 1_000_000] },
    TERRITORIO: { progreso: 52.3, promoted: [8_500, 20_000], utilitarians: [12_000, 30_000] },
  } as Record<string, { progreso: number } & Partial<Record<ClaveConteo, [number, number]>>>,
};

/** Whole number in [min, max] drawn from the seed's random source. */
const entre = (random: () => number, min: number, max: number) =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

export async function seedDashboard(db: Kysely<DB>, deps: SeedDeps): Promise<void> {
  const s = SEMILLA;
  await db
    .insertInto('dashboard_perfil')
    .values({ id: 1, ...s.perfil })
    .execute();
  await db
    .insertInto('dashboard_cronograma')
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        semana: `S${i + 1}`,
        orden: i,
        planificado: 100 + 10 * i,
        ejecutado: 90 + 9 * i,
      })),
    )
    .execute();
  await db
    .insertInto('dashboard_campanas')
    .values(
      CAMPANAS_PROGRESO.map((nombre, i) => ({
        nombre,
        orden: i,
        progreso: s.campanas.progreso[i] ?? 0,
        tendencia: s.campanas.tendencia[i] ?? 'up',
        fecha_inicio: s.campanas.inicio,
        fecha_fin: s.campanas.fin,
        presupuesto_planificado: s.campanas.planificado[i] ?? 0,
        presupuesto_ejecutado: s.campanas.ejecutado[i] ?? 0,
      })),
    )
    .execute();
  await db
    .insertInto('dashboard_indicadores')
    .values(TIPOS_INDICADOR.map((tipo, i) => ({ tipo, orden: i, valor: s.indicadores[i] ?? 0 })))
    .execute();
  await db
    .insertInto('dashboard_finanzas')
    .values({ id: 1, ...s.finanzas })
    .execute();
  await db
    .insertInto('dashboard_escucha')
    .values({
      id: 1,
      menciones: s.escucha.menciones,
      impresiones: s.escucha.impresiones,
      reputacion: s.escucha.reputacion,
      notas: s.escucha.notas,
      horas: JSON.stringify(s.escucha.horas),
    })
    .execute();
  const now = deps.clock.now().getTime();
  await db
    .insertInto('dashboard_testigos')
    .values(
      s.testigos.map((t, i) => ({
        id: randomUUID(),
        orden: i,
        usuario: t.usuario,
        contenido: t.contenido,
        momento: new Date(now - t.horasAtras * 3_600_000).toISOString(),
      })),
    )
    .execute();
  // Drawn once here and stored: restarts never redraw them (spec §9: 20–79 and 0–29).
  await db
    .insertInto('dashboard_operacion')
    .values(
      Array.from({ length: MICROCAMPANAS }, (_, i) => ({
        campana: i + 1,
        progreso: entre(deps.random, 20, 79),
        retraso: entre(deps.random, 0, 29),
      })),
    )
    .execute();
  await db
    .insertInto('dashboard_metricas')
    .values(
      AREAS_METRICAS.map((area, i) => {
        const m = s.metricas[area] ?? { progreso: 0 };
        const row: Record<string, string | number | null> = { area, orden: i, progreso: m.progreso };
        for (const k of CONTEOS_METRICA) {
          row[`${k}_actual`] = m[k]?.[0] ?? null;
          row[`${k}_meta`] = m[k]?.[1] ?? null;
        }
        return row as unknown as DB['dashboard_metricas'];
      }),
    )
    .execute();
}
