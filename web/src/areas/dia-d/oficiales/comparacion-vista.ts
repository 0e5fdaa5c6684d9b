import { formatNumero, TEXTOS_COMPARACION as T, type MesaComparada } from '@comando/contract';

/** What the comparison screen shows of a mesa and a figure, computed apart from React. */

/** "+5", "−10", "0": a difference with its sign (a true minus sign, as read aloud). */
export function conSigno(n: number): string {
  if (n > 0) return `+${formatNumero(n)}`;
  if (n < 0) return `−${formatNumero(-n)}`;
  return '0';
}

export interface FilaFiguras {
  etiqueta: string;
  nuestras: number | null;
  oficiales: number | null;
  diferencia: number | null;
}

/** A mesa's figures side by side: one row per party of the ballot, then blancos and nulos. */
export function filasFiguras(m: MesaComparada, siglas: readonly string[]): FilaFiguras[] {
  const fila = (etiqueta: string, leer: (v: NonNullable<MesaComparada['nuestras']>) => number) => ({
    etiqueta,
    nuestras: m.nuestras ? leer(m.nuestras) : null,
    oficiales: m.oficiales ? leer(m.oficiales) : null,
    diferencia: m.nuestras && m.oficiales ? leer(m.oficiales) - leer(m.nuestras) : null,
  });
  return [
    ...siglas.map((s) => fila(s, (v) => v.votos[s] ?? 0)),
    fila(T.blancos, (v) => v.blancos),
    fila(T.nulos, (v) => v.nulos),
  ];
}

/** The colour of an effect on our party: a loss in red, a gain in green. */
export const tonoEfecto = (n: number) => (n < 0 ? 'text-coral' : n > 0 ? 'text-teal' : 'text-tenue');
