import { z } from 'zod';
import { formatFechaHora } from '../format.js';
import { route } from '../http.js';
import { msg } from '../messages.js';
import { idParams, texto } from '../schemas.js';
import { celdaCsv } from '../csv.js';

/**
 * Contract of the finanzas area (spec areas.md §2–5, 9): a fundraising target and
 * income entries. Money travels as a decimal text or number in request bodies and
 * is stored and answered as integer cents, so sums are exact (0,10 + 0,20 = 0,30).
 */
export const AREA_FINANZAS = 'finanzas' as const;

/** Largest amount (and target) accepted: 1.000.000.000 in cents. */
export const MONTO_MAXIMO_CENTAVOS = 100_000_000_000;

export const MENSAJES_FINANZAS = {
  tituloRequerido: msg('El título es requerido'),
  conceptoRequerido: msg('El concepto es requerido'),
  montoRequerido: msg('El monto es requerido'),
  montoInvalido: msg('El monto debe ser un número mayor que 0 con hasta dos decimales'),
  montoMaximo: msg('El monto no puede superar $1.000.000.000'),
  metaRequerida: msg('La meta es requerida'),
  metaInvalida: msg('La meta debe ser un número mayor que 0 con hasta dos decimales'),
  metaMaxima: msg('La meta no puede superar $1.000.000.000'),
  errorGuardarIngreso: msg('Error al guardar ingreso'),
  errorGuardarMeta: msg('Error al guardar meta'),
  errorEliminar: msg('Error al eliminar ingreso'),
} as const;

export const TEXTOS_FINANZAS = {
  subtitulo: 'Recaudación de fondos: meta, ingresos y avance',
  metaTitulo: 'Meta de recaudación',
  metaCampo: 'Meta de recaudación ($)',
  metaAyuda: 'Ejemplo: 250.000 o 250.000,50',
  guardarMeta: 'Guardar meta',
  metaActual: 'Meta establecida',
  editar: 'Editar',
  tarjetas: { meta: 'Meta', acumulado: 'Acumulado', restante: 'Restante', progreso: 'Progreso' },
  sinMeta: 'Sin meta',
  nuevoIngreso: 'Registrar ingreso',
  titulo: 'Título',
  concepto: 'Concepto',
  monto: 'Monto ($)',
  agregar: 'Agregar ingreso',
  agregando: 'Guardando...',
  lista: 'Ingresos registrados',
  vacio: 'No hay ingresos registrados',
  vacioTexto: 'Registre el primer ingreso con el formulario.',
  grafico: 'Evolución de ingresos',
  graficoVacio: 'El gráfico aparecerá con el primer ingreso.',
  graficoSerie: 'Acumulado',
  graficoMeta: 'Meta',
  tablaGrafico: 'Ingreso acumulado por fecha',
  columnaFecha: 'Fecha',
  columnaIngreso: 'Ingreso',
  columnaAcumulado: 'Acumulado',
  exportar: 'Exportar CSV',
  eliminar: 'Eliminar ingreso',
  confirmarTitulo: 'Eliminar ingreso',
  confirmarTexto: (titulo: string) => `¿Estás seguro que deseas eliminar el ingreso «${titulo}»?`,
  cargando: 'Cargando finanzas...',
} as const;

const MONTO = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Decimal text (es-ES "1250,5" or "1250.50") or number → integer cents, exactly
 * (never through floating-point arithmetic). Null when not a positive amount with
 * at most two decimals. Grouping dots are not accepted: "1.000" would be ambiguous.
 */
export function aCentavos(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = MONTO.exec(text);
  if (!m) return null;
  const enteros = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  if (enteros.length > 12) return Number.POSITIVE_INFINITY;
  const decimales = (m[2] ?? '').padEnd(2, '0');
  const cents = Number(enteros) * 100 + Number(decimales);
  return cents > 0 ? cents : null;
}

function importe(requerido: string, invalido: string, maximo: string) {
  msg(requerido);
  msg(invalido);
  msg(maximo);
  // A JSON number only (the form reads "1250,50" into 1250.5); its shortest decimal text is
  // turned into cents exactly, never through floating-point arithmetic.
  return z
    .number({
      // Absent or blank: required; anything else that is not a JSON number ("10", true): invalid.
      error: (iss) =>
        iss.input === undefined || (typeof iss.input === 'string' && iss.input.trim() === '')
          ? requerido
          : invalido,
    })
    .superRefine((v, ctx) => {
      const cents = aCentavos(v);
      if (cents === null) ctx.addIssue({ code: 'custom', message: invalido });
      else if (cents > MONTO_MAXIMO_CENTAVOS) ctx.addIssue({ code: 'custom', message: maximo });
    })
    .transform((v) => aCentavos(v) ?? 0);
}

/** Body of PUT /api/finanzas/meta; the parsed `target` is in cents. */
export const metaNueva = z.strictObject({
  target: importe(
    MENSAJES_FINANZAS.metaRequerida,
    MENSAJES_FINANZAS.metaInvalida,
    MENSAJES_FINANZAS.metaMaxima,
  ),
});
export type MetaNueva = z.input<typeof metaNueva>;

/** Body of POST /api/finanzas/ingresos; the parsed `amount` is in cents. */
export const ingresoNuevo = z.strictObject({
  title: texto({ requerido: MENSAJES_FINANZAS.tituloRequerido, max: 120 }),
  concept: texto({ requerido: MENSAJES_FINANZAS.conceptoRequerido, max: 300 }),
  amount: importe(
    MENSAJES_FINANZAS.montoRequerido,
    MENSAJES_FINANZAS.montoInvalido,
    MENSAJES_FINANZAS.montoMaximo,
  ),
});
export type IngresoNuevo = z.input<typeof ingresoNuevo>;

/** An income entry; `date` is the instant the server recorded it. */
export const ingreso = z.object({
  id: z.string(),
  title: z.string(),
  concept: z.string(),
  amountCents: z.number().int(),
  date: z.string(),
});
export type Ingreso = z.infer<typeof ingreso>;

/** The whole area in one answer: target (cents, null = unset) and entries, newest first. */
export const estadoFinanzas = z.object({
  targetCents: z.number().int().nullable(),
  entries: z.array(ingreso),
});
export type EstadoFinanzas = z.infer<typeof estadoFinanzas>;

export const obtenerFinanzas = route({ method: 'GET', path: '/api/finanzas', answer: estadoFinanzas });
export const guardarMeta = route({
  method: 'PUT',
  path: '/api/finanzas/meta',
  body: metaNueva,
  answer: estadoFinanzas,
});
export const borrarMeta = route({ method: 'DELETE', path: '/api/finanzas/meta' });
export const crearIngreso = route({
  method: 'POST',
  path: '/api/finanzas/ingresos',
  body: ingresoNuevo,
  answer: ingreso,
});
export const eliminarIngreso = route({ method: 'DELETE', path: '/api/finanzas/ingresos/:id' });
/** CSV download (not JSON): the web links to it. */
export const exportarIngresosCsv = route({ method: 'GET', path: '/api/finanzas/ingresos.csv' });
export const ingresoParams = idParams;

export interface ResumenFinanzas {
  metaCentavos: number | null;
  acumuladoCentavos: number;
  /** Null without a target; never below 0 once the target is passed. */
  restanteCentavos: number | null;
  /** Percentage of the target reached; null without a target. */
  progreso: number | null;
}

/** Summary cards Meta, Acumulado, Restante, Progreso. Integer sums: exact. */
export function resumenFinanzas(estado: EstadoFinanzas): ResumenFinanzas {
  const acumulado = estado.entries.reduce((s, e) => s + e.amountCents, 0);
  const meta = estado.targetCents;
  return {
    metaCentavos: meta,
    acumuladoCentavos: acumulado,
    restanteCentavos: meta === null ? null : Math.max(0, meta - acumulado),
    progreso: meta === null || meta <= 0 ? null : (acumulado / meta) * 100,
  };
}

export interface PuntoAcumulado {
  date: string;
  amountCents: number;
  acumuladoCentavos: number;
}

/** Accumulated income over time, oldest first (ties by id, as the list). */
export function serieAcumulada(entries: readonly Ingreso[]): PuntoAcumulado[] {
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
  let total = 0;
  return sorted.map((e) => {
    total += e.amountCents;
    return { date: e.date, amountCents: e.amountCents, acumuladoCentavos: total };
  });
}

/** Spec §9: the chart's y axis is capped at 1.1 × the larger of target and accumulated (cents). */
export function maximoEje(metaCentavos: number | null, acumuladoCentavos: number): number {
  return 1.1 * Math.max(metaCentavos ?? 0, acumuladoCentavos);
}

/** Cents as an es-ES decimal without grouping, exact: 123450 → "1234,50". */
export function centavosDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export const CSV_CABECERA = ['Fecha', 'Título', 'Concepto', 'Monto'] as const;

/** The entries as CSV for a Spanish spreadsheet: UTF-8 BOM, `;`, decimal comma, CRLF. */
export function ingresosCsv(entries: readonly Ingreso[]): string {
  const lines = [CSV_CABECERA.join(';')];
  for (const e of entries) {
    lines.push(
      [formatFechaHora(e.date), e.title, e.concept, centavosDecimal(e.amountCents)].map(celdaCsv).join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
