/** The campaign's time zone: "today" is judged here, whatever the server's zone. */
export const ZONA_HORARIA = 'America/La_Paz';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_HORARIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in La Paz as yyyy-mm-dd. */
export function hoyEnLaPaz(now: Date = new Date()): string {
  return isoDay.format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd (rejects 2025-02-30). */
export function esFechaValida(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a time written HH:MM between 00:00 and 23:59. */
export function esHoraValida(text: string): boolean {
  return HORA.test(text);
}

/** Whole days from `desde` to `hasta`, both yyyy-mm-dd (negative when hasta is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  const a = Date.parse(`${desde}T00:00:00Z`);
  const b = Date.parse(`${hasta}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}
