/**
 * Quick count (issue 20): the share of each party estimated from a stratified random sample
 * of mesas, before the count is complete. Strata are the departments. See docs/decisions.md
 * ("Conteo rápido") for the formulas; a test checks them against a hand-computed example.
 */

/** One sampled mesa whose acta has arrived. */
export interface MesaMuestra {
  estrato: string;
  habilitados: number;
  /** Votes per party. */
  votos: Record<string, number>;
}

/** A stratum: its mesas and habilitados in the whole registry. */
export interface Estrato {
  mesas: number;
  habilitados: number;
}

export interface Estimacion {
  sigla: string;
  /** Estimated share of valid votes, in percent. */
  estimacion: number;
  /** 95 % confidence interval, in percent. */
  ic95: [number, number];
}

const Z95 = 1.959964;

/**
 * Stratified ratio estimator with habilitados as weights. In stratum h, each arrived sampled
 * mesa i weighs w_h = H_h / Σ_{i∈s_h} hab_i (the stratum's habilitados over those of its
 * arrived sample). For party p: Ŷ_p = Σ_h w_h Σ_i y_pi, X̂ = Σ_h w_h Σ_i x_i (x = valid votes),
 * R̂_p = Ŷ_p / X̂. Variance by linearization, d_i = w_h (y_pi − R̂_p x_i):
 * V̂(R̂_p) = (1 / X̂²) Σ_h (1 − n_h/N_h) · n_h/(n_h − 1) · Σ_i (d_i − d̄_h)²,
 * a stratum with a single arrived mesa contributing no variance term.
 */
export function estimarConteoRapido(
  siglas: readonly string[],
  estratos: Readonly<Record<string, Estrato>>,
  muestra: readonly MesaMuestra[],
): Estimacion[] {
  const porEstrato = new Map<string, MesaMuestra[]>();
  for (const m of muestra) porEstrato.set(m.estrato, [...(porEstrato.get(m.estrato) ?? []), m]);
  const peso = new Map<string, number>();
  for (const [h, mesas] of porEstrato) {
    const hab = mesas.reduce((a, m) => a + m.habilitados, 0);
    peso.set(h, hab > 0 ? (estratos[h]?.habilitados ?? 0) / hab : 0);
  }
  const validos = (m: MesaMuestra) => Object.values(m.votos).reduce((a, b) => a + b, 0);
  let X = 0;
  for (const [h, mesas] of porEstrato) X += (peso.get(h) ?? 0) * mesas.reduce((a, m) => a + validos(m), 0);
  return siglas.map((sigla) => {
    if (X <= 0) return { sigla, estimacion: 0, ic95: [0, 0] as [number, number] };
    let Y = 0;
    for (const [h, mesas] of porEstrato)
      Y += (peso.get(h) ?? 0) * mesas.reduce((a, m) => a + (m.votos[sigla] ?? 0), 0);
    const R = Y / X;
    let V = 0;
    for (const [h, mesas] of porEstrato) {
      const n = mesas.length;
      if (n < 2) continue;
      const w = peso.get(h) ?? 0;
      const d = mesas.map((m) => w * ((m.votos[sigla] ?? 0) - R * validos(m)));
      const media = d.reduce((a, b) => a + b, 0) / n;
      const suma = d.reduce((a, b) => a + (b - media) ** 2, 0);
      const N = estratos[h]?.mesas ?? n;
      V += (1 - n / N) * (n / (n - 1)) * suma;
    }
    V /= X * X;
    const margen = Z95 * Math.sqrt(V);
    return {
      sigla,
      estimacion: R * 100,
      ic95: [Math.max(0, R - margen) * 100, Math.min(1, R + margen) * 100] as [number, number],
    };
  });
}

/** A small seeded generator (mulberry32): the same seed draws the same sample. */
export function generador(semilla: string): () => number {
  let h = 1779033703 ^ semilla.length;
  for (let i = 0; i < semilla.length; i++) {
    h = Math.imul(h ^ semilla.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many mesas each stratum gives to a sample of `tamano`: proportional to its mesas
 * (largest remainders), at least one where it has any, never more than it has.
 */
export function repartirMuestra(
  tamano: number,
  mesasPorEstrato: Readonly<Record<string, number>>,
): Record<string, number> {
  const total = Object.values(mesasPorEstrato).reduce((a, b) => a + b, 0);
  const n = Math.min(tamano, total);
  const cuotas = Object.entries(mesasPorEstrato).map(([h, N]) => {
    const exacta = total > 0 ? (n * N) / total : 0;
    return {
      h,
      N,
      base: Math.min(N, Math.max(N > 0 ? 1 : 0, Math.floor(exacta))),
      resto: exacta - Math.floor(exacta),
    };
  });
  let asignadas = cuotas.reduce((a, c) => a + c.base, 0);
  // The minimum of one per stratum may overshoot a small sample: the largest strata give back.
  while (asignadas > n) {
    const mayor = cuotas.reduce((a, c) => (c.base > a.base ? c : a));
    if (mayor.base <= 1) break;
    mayor.base -= 1;
    asignadas -= 1;
  }
  for (const c of [...cuotas].sort((a, b) => b.resto - a.resto || a.h.localeCompare(b.h))) {
    if (asignadas >= n) break;
    if (c.base < c.N) {
      c.base += 1;
      asignadas += 1;
    }
  }
  return Object.fromEntries(cuotas.map((c) => [c.h, c.base]));
}
