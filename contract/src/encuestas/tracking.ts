import { CANDIDATOS_TACTICOS } from './encuestas.js';

/**
 * The tactical tracking's chart: poll results normalised per date,
 * the own candidate's series under one name, and the entry that pre-fills the tactical modal.
 */

export const SERIE_PROPIA = 'CANDIDATO PROPIO';
export const SERIE_NO_SABE = 'NO SABE/NO CONTESTÓ';

function normalizarNombre(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when a poll's candidate is the own candidate: the label "candidato propio"
 * (any case or accents, also "propio" alone) or one of the given name variants
 * (the profile's name, its surname…).
 */
export function esCandidatoPropio(candidate: string, variantes: readonly string[] = []): boolean {
  const n = normalizarNombre(candidate);
  if (n === '') return false;
  if (n === 'candidato propio' || n === 'propio' || n.includes('candidato propio')) return true;
  return variantes.some((v) => {
    const nv = normalizarNombre(v);
    return nv !== '' && n === nv;
  });
}

/** Name variants of the own candidate from the profile name: full name and surname. */
export function variantesPropias(nombrePerfil: string): string[] {
  const n = nombrePerfil.trim();
  if (!n) return [];
  const partes = n.split(/\s+/);
  return partes.length > 1 ? [n, partes.slice(1).join(' '), partes[partes.length - 1] ?? n] : [n];
}

export interface PuntoEncuesta {
  date: string;
  candidate: string;
  percentage: number;
}

export interface TablaTracking {
  /** Dates ascending (yyyy-mm-dd). */
  fechas: string[];
  /** Series names: own candidate first, then others, NO SABE/NO CONTESTÓ last. */
  candidatos: string[];
  /** Normalised share per date index and candidate (0–100), undefined when not polled that day. */
  valores: Record<string, (number | undefined)[]>;
}

function ordenCandidato(c: string): number {
  if (c === SERIE_PROPIA) return 0;
  if (normalizarNombre(c) === normalizarNombre(SERIE_NO_SABE)) return 3;
  const i = (CANDIDATOS_TACTICOS as readonly string[]).indexOf(c);
  return i >= 0 ? 1 + i / 10 : 2;
}

/**
 * Per date, the candidates' values are scaled so they sum to 100 (spec §2). A
 * date whose total is zero yields zeros, never NaN. The own candidate's name
 * variants join the CANDIDATO PROPIO series; NO SABE/NO CONTESTÓ is its own series.
 * Negative or non-finite percentages count as 0; a repeated candidate on one date keeps the last.
 */
export function normalizarTracking(
  puntos: readonly PuntoEncuesta[],
  variantes: readonly string[] = [],
): TablaTracking {
  const porFecha = new Map<string, Map<string, number>>();
  for (const p of puntos) {
    const candidato = esCandidatoPropio(p.candidate, variantes)
      ? SERIE_PROPIA
      : p.candidate.trim().toUpperCase();
    if (!candidato) continue;
    const valor = Number.isFinite(p.percentage) && p.percentage > 0 ? p.percentage : 0;
    let dia = porFecha.get(p.date);
    if (!dia) porFecha.set(p.date, (dia = new Map<string, number>()));
    dia.set(candidato, valor);
  }
  const fechas = [...porFecha.keys()].sort();
  const nombres = new Set<string>();
  for (const dia of porFecha.values()) for (const c of dia.keys()) nombres.add(c);
  const candidatos = [...nombres].sort((a, b) => ordenCandidato(a) - ordenCandidato(b) || a.localeCompare(b));
  const valores: Record<string, (number | undefined)[]> = {};
  for (const c of candidatos) valores[c] = [];
  for (const f of fechas) {
    const dia = porFecha.get(f) ?? new Map<string, number>();
    let total = 0;
    for (const v of dia.values()) total += v;
    for (const c of candidatos) {
      const v = dia.get(c);
      valores[c]?.push(v === undefined ? undefined : total > 0 ? (v / total) * 100 : 0);
    }
  }
  return { fechas, candidatos, valores };
}

/** Headline: the average of the own candidate's normalised share over the dates it was polled (NaN when never). */
export function promedioPropio(tabla: TablaTracking): number {
  const serie = (tabla.valores[SERIE_PROPIA] ?? []).filter((v): v is number => v !== undefined);
  if (serie.length === 0) return Number.NaN;
  return serie.reduce((a, b) => a + b, 0) / serie.length;
}

/** Latest entry (by date) of one candidate, to pre-fill the tactical modal (spec §4). */
export function ultimaEntrada<T extends PuntoEncuesta>(
  puntos: readonly T[],
  candidate: string,
): T | undefined {
  let mejor: T | undefined;
  for (const p of puntos) {
    if (p.candidate !== candidate) continue;
    if (!mejor || p.date >= mejor.date) mejor = p;
  }
  return mejor;
}
