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

/**
 * What a person typed in a number field, read as es-ES: "1.000.000", "27,36", "-5,2".
 * A lone dot followed by other than three digits ("27.36") is taken as the decimal sign,
 * because that is what someone typing on an English keyboard means. Blank → undefined;
 * text that is no number → NaN (the schema then says the number is required).
 */
export function leerNumero(text: string): number | undefined {
  const t = text.replace(/\s/g, '').replace(/[−–]/g, '-');
  if (t === '') return undefined;
  let normal: string;
  const coma = t.split(',');
  if (coma.length > 2) return Number.NaN;
  if (coma.length === 2) {
    const [enteros = '', decimales = ''] = coma;
    if (!/^[-+]?(\d{1,3}(\.\d{3})+|\d*)$/.test(enteros) || !/^\d*$/.test(decimales)) return Number.NaN;
    if (!/\d/.test(enteros + decimales)) return Number.NaN;
    normal = `${enteros.replace(/\./g, '')}.${decimales}`;
  } else if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(t)) {
    normal = t.replace(/\./g, '');
  } else if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) {
    normal = t;
  } else {
    return Number.NaN;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A number as a number field shows it: es-ES grouping and decimal comma, up to 10 decimals. */
export function mostrarNumero(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(0, 10).format(value);
}

/**
 * A date typed as dd/mm/aaaa (or d/m/aaaa, with / - or .) → yyyy-mm-dd for the wire;
 * yyyy-mm-dd is accepted as is. Anything else is returned unchanged, for the schema to refuse.
 */
export function leerFecha(text: string): string {
  const t = text.trim();
  const es = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (es) return `${es[3]}-${(es[2] ?? '').padStart(2, '0')}-${(es[1] ?? '').padStart(2, '0')}`;
  return t;
}

/** yyyy-mm-dd → dd/mm/aaaa as a date field shows it; other text unchanged. */
export function mostrarFecha(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** A 24-hour time typed as H:MM, HH:MM, HH.MM or HHhMM → HH:MM; anything else unchanged. */
export function leerHora(text: string): string {
  const t = text.trim();
  const m = /^(\d{1,2})[:.h](\d{2})$/.exec(t);
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2]}` : t;
}
