import { ZONA_HORARIA } from './dates.js';

/**
 * es-ES formatters used everywhere. Grouping is always on ("1.000", not "1000"):
 * campaign staff read four-digit figures at a glance.
 */
const LOCALE = 'es-ES';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    });
    numberFormats.set(key, f);
  }
  return f;
}

export const SIN_VALOR = '—';

/** A number in es-ES ("1.234,5"); non-finite → "—". */
export function formatNumero(value: number | null | undefined, maxDecimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SIN_VALOR;
  return numberFormat(0, maxDecimals).format(value);
}

/** A percentage with fixed decimals and a percent sign ("27,36%"); non-finite → "—". */
export function formatPorcentaje(value: number | null | undefined, decimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SIN_VALOR;
  return `${numberFormat(decimals, decimals).format(value)}%`;
}

/** Money with a $ sign: "$752.530", "$0,30" (two decimals only when there are cents). */
export function formatDinero(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SIN_VALOR;
  const cents = Math.round(Math.abs(value) * 100);
  const decimals = cents % 100 === 0 ? 0 : 2;
  const sign = value < 0 ? '-' : '';
  return `${sign}$${numberFormat(decimals, decimals).format(Math.abs(value))}`;
}

/** Money from integer cents, exact: 30 → "$0,30". */
export function formatCentavos(cents: number): string {
  return formatDinero(cents / 100);
}

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: ZONA_HORARIA,
});
const shortDateUtc = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDateUtc = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFmt = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: ZONA_HORARIA,
});

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar date (yyyy-mm-dd) as dd/mm/yyyy, without time-zone shifts. */
export function formatFechaCorta(isoDate: string): string {
  const d = toDate(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return d ? shortDateUtc.format(d) : SIN_VALOR;
}

/** A calendar date (yyyy-mm-dd) in the long Spanish format: "1 de mayo de 2025". */
export function formatFechaLarga(isoDate: string): string {
  const d = toDate(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return d ? longDateUtc.format(d) : SIN_VALOR;
}

/** An instant as dd/mm/yyyy hh:mm in La Paz time. */
export function formatFechaHora(instant: string | Date): string {
  const d = toDate(instant);
  return d ? `${shortDate.format(d)} ${timeFmt.format(d)}` : SIN_VALOR;
}
