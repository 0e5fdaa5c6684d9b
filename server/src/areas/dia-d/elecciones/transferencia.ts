import type { Transferencia } from '@comando/contract';
import type { MesaConCifras } from './cifras-queries.js';

/**
 * Where the votes of the parties that did not reach the runoff went (issue 45), estimated over
 * the mesas both rounds counted by ecological regression (Goodman's): for each party of the
 * runoff, the change of its votes from the first round to the runoff in each mesa is regressed,
 * without intercept, on the first-round votes of the eliminated parties in that mesa. Its
 * coefficient for an eliminated party is the share of that party's voters it gained: where the
 * party had many votes, the finalist that took them grew more. What no finalist took is the rest
 * (blank, null, or did not vote). Chosen over a per-department table because it uses the variation
 * between thousands of mesas rather than nine sums, and over a full ecological inference model
 * because it is a few lines of linear algebra that anyone can check; it is a tendency, not a
 * count of voters. Each share is kept within 0–1 and a party's shares within 100 %.
 */

/** Fewer mesas than eliminated parties plus this and the estimate is not made. */
const MESAS_DE_MAS = 3;

/** Solves `a·x = b` by Gaussian elimination with partial pivoting; undefined when singular. */
export function resolver(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((fila, i) => [...fila, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let f = c + 1; f < n; f++) if (Math.abs(m[f]![c]!) > Math.abs(m[p]![c]!)) p = f;
    const escala = Math.max(1, ...m.map((fila) => Math.abs(fila[c]!)));
    if (Math.abs(m[p]![c]!) < 1e-9 * escala) return undefined;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let f = 0; f < n; f++) {
      if (f === c) continue;
      const k = m[f]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[f]![j]! -= k * m[c]![j]!;
    }
  }
  return m.map((fila, i) => fila[n]! / fila[i]!);
}

const entre01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * The estimate, or undefined when it cannot be made (no eliminated party, too few mesas, or
 * eliminated parties whose votes move together so that their effects cannot be told apart).
 */
export function estimarTransferencia(
  pares: { a: MesaConCifras; b: MesaConCifras }[],
  partidosA: { sigla: string; nombre: string }[],
  partidosB: { sigla: string; nombre: string }[],
): Transferencia | undefined {
  const enB = new Set(partidosB.map((p) => p.sigla));
  const eliminados = partidosA.filter((p) => !enB.has(p.sigla));
  if (eliminados.length === 0 || pares.length < eliminados.length + MESAS_DE_MAS) return undefined;
  const x = pares.map(({ a }) => eliminados.map((e) => a.votos[e.sigla] ?? 0));
  const k = eliminados.length;
  const xtx = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => x.reduce((s, fila) => s + fila[i]! * fila[j]!, 0)),
  );
  const coeficientes = new Map<string, number[]>();
  for (const p of partidosB) {
    const cambio = pares.map(({ a, b }) => (b.votos[p.sigla] ?? 0) - (a.votos[p.sigla] ?? 0));
    const xty = Array.from({ length: k }, (_, i) => x.reduce((s, fila, m) => s + fila[i]! * cambio[m]!, 0));
    const beta = resolver(xtx, xty);
    if (!beta) return undefined;
    coeficientes.set(p.sigla, beta);
  }
  return {
    metodo: 'regresion',
    mesas: pares.length,
    destinos: partidosB,
    filas: eliminados.map((e, i) => {
      const crudas = partidosB.map((p) => entre01(coeficientes.get(p.sigla)![i]!));
      const suma = crudas.reduce((s, v) => s + v, 0);
      const hacia = suma > 1 ? crudas.map((v) => v / suma) : crudas;
      return {
        sigla: e.sigla,
        nombre: e.nombre,
        votos: x.reduce((s, fila) => s + fila[i]!, 0),
        hacia: Object.fromEntries(partidosB.map((p, j) => [p.sigla, hacia[j]!])),
        resto: Math.max(0, 1 - hacia.reduce((s, v) => s + v, 0)),
      };
    }),
  };
}
