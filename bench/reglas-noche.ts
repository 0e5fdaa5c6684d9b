// A realistic election night for the rules bench (issue 28): on the synthetic 2026 registry,
// every mesa's figures drawn from its department's party shares (a Dirichlet around them) and
// a participation of 70–95 % around the department's own level, then 1.000 errors of the
// seven kinds the rules look for planted among the actas. Deterministic for a seed.
import { generador, REGLAS, type FigurasActa, type Regla } from '@comando/contract';

export const PARTIDOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI', 'NUES'] as const;
/** Our party on the ballot (`nuestro: true`). */
export const NUESTRO = 'NUES';

export interface MesaRegistro {
  codigo: string;
  habilitados: number;
  recinto: string;
  departamento: string;
}

/** What one mesa sends during the night: its first acta, maybe a second version. */
export interface ActaNoche {
  mesa: string;
  figuras: FigurasActa;
  /** The photo's SHA-256 (a copy of another mesa's for `foto-repetida`). */
  hash: string;
  /** Our delegate checked in at the mesa. */
  llegada: boolean;
  /** HQ verifies the first version (a matching transcription) before any second one. */
  verificar: boolean;
  /** A second version sent later (after verification when `verificar`). */
  segunda: FigurasActa | null;
}

interface Plantado {
  regla: Regla;
  /** The mesa with the error, and the other mesa it copied (figures or photo), if any. */
  mesa: string;
  origen: string | null;
}

/** Gamma(k, 1) (Marsaglia–Tsang), for the Dirichlet of each mesa's shares. */
function gamma(r: () => number, k: number): number {
  if (k < 1) return gamma(r, k + 1) * Math.pow(r(), 1 / k);
  const d = k - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      // Box–Muller normal.
      x = Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = r();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** `total` votes split by `cuotas` (largest remainder). */
function repartir(total: number, cuotas: number[]): number[] {
  const suma = cuotas.reduce((a, b) => a + b, 0);
  const exactos = cuotas.map((c) => (total * c) / suma);
  const votos = exactos.map(Math.floor);
  let resto = total - votos.reduce((a, b) => a + b, 0);
  const orden = exactos.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f);
  for (const { i } of orden) {
    if (resto-- <= 0) break;
    votos[i]! += 1;
  }
  return votos;
}

const aFiguras = (votos: number[], blancos: number, nulos: number): FigurasActa => ({
  votos: Object.fromEntries(PARTIDOS.map((p, i) => [p, votos[i]!])),
  blancos,
  nulos,
});

const hex = (r: () => number) =>
  Array.from({ length: 8 }, () =>
    Math.floor(r() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');

export function generarNoche(mesas: MesaRegistro[], semilla: number, errores: number) {
  const r = generador(String(semilla));
  const departamentos = [...new Set(mesas.map((m) => m.departamento))].sort();
  // Each department: its own participation level and party shares (the leader ≤ ~40 %).
  const BASE = [0.36, 0.24, 0.14, 0.08, 0.06];
  const perfil = new Map(
    departamentos.map((d) => {
      const otros = [...BASE].sort(() => r() - 0.5);
      const nuestro = 0.1 + r() * 0.08;
      return [d, { centro: 0.78 + r() * 0.09, cuotas: [...otros.map((c) => c * (1 - nuestro)), nuestro] }];
    }),
  );
  const CONCENTRACION = 80;

  function figurasDe(m: MesaRegistro, participacion: number, cuotas?: number[]): FigurasActa {
    const p = perfil.get(m.departamento)!;
    const emitidos = Math.min(m.habilitados, Math.round(m.habilitados * participacion));
    const blancos = Math.round(emitidos * (0.01 + r() * 0.03));
    const nulos = Math.round(emitidos * (0.02 + r() * 0.03));
    const propias = cuotas ?? p.cuotas.map((c) => gamma(r, c * CONCENTRACION));
    return aFiguras(repartir(emitidos - blancos - nulos, propias), blancos, nulos);
  }
  const participacionLimpia = (m: MesaRegistro) => {
    const c = perfil.get(m.departamento)!.centro;
    return Math.min(0.95, Math.max(0.7, c - 0.08 + r() * 0.16));
  };

  const noche = new Map<string, ActaNoche>(
    mesas.map((m) => [
      m.codigo,
      {
        mesa: m.codigo,
        figuras: figurasDe(m, participacionLimpia(m)),
        hash: hex(r),
        llegada: r() < 0.95,
        verificar: false,
        segunda: null,
      },
    ]),
  );

  // ------------------------------------------------------------ the planted errors
  const porRecinto = new Map<string, MesaRegistro[]>();
  for (const m of mesas) porRecinto.set(m.recinto, [...(porRecinto.get(m.recinto) ?? []), m]);
  const tocadas = new Set<string>();
  const plantados: Plantado[] = [];
  const libre = (): MesaRegistro => {
    for (;;) {
      const m = mesas[Math.floor(r() * mesas.length)]!;
      if (!tocadas.has(m.codigo)) return m;
    }
  };
  for (let i = 0; i < errores; i++) {
    const regla = REGLAS[i % REGLAS.length]!;
    const m = libre();
    const a = noche.get(m.codigo)!;
    let origen: string | null = null;
    switch (regla) {
      case 'participacion-alta': {
        // Strictly above 95 % once rounded to whole votes.
        const minimo = Math.floor(0.95 * m.habilitados) + 1;
        const emitidos = minimo + Math.floor(r() * (m.habilitados - minimo + 1));
        a.figuras = figurasDe(m, emitidos / m.habilitados);
        break;
      }
      case 'participacion-atipica':
        a.figuras = figurasDe(m, perfil.get(m.departamento)!.centro - 0.25 - r() * 0.2);
        break;
      case 'cifras-repetidas-en-recinto': {
        const otra = (porRecinto.get(m.recinto) ?? []).find(
          (o) =>
            o.codigo !== m.codigo &&
            !tocadas.has(o.codigo) &&
            totalDe(noche.get(o.codigo)!.figuras) <= m.habilitados,
        );
        if (!otra) {
          i -= 1; // a recinto of one mesa: plant it elsewhere
          tocadas.add(m.codigo);
          continue;
        }
        a.figuras = structuredClone(noche.get(otra.codigo)!.figuras);
        origen = otra.codigo;
        break;
      }
      case 'foto-repetida': {
        const otra = libre();
        tocadas.add(otra.codigo);
        a.hash = noche.get(otra.codigo)!.hash;
        origen = otra.codigo;
        break;
      }
      case 'partido-dominante': {
        const cuotas = PARTIDOS.map(() => r());
        const lider = Math.floor(r() * (PARTIDOS.length - 1));
        const resto = cuotas.reduce((s, c, j) => (j === lider ? s : s + c), 0);
        const share = 0.91 + r() * 0.08;
        const ajustadas = cuotas.map((c, j) => (j === lider ? share : ((1 - share) * c) / resto));
        a.figuras = figurasDe(m, participacionLimpia(m), ajustadas);
        break;
      }
      case 'cero-propio-con-delegado': {
        const votos = PARTIDOS.map((p) => a.figuras.votos[p]!);
        const propios = votos.at(-1)!;
        votos[votos.length - 1] = 0;
        votos[0]! += propios;
        a.figuras = aFiguras(votos, a.figuras.blancos, a.figuras.nulos);
        a.llegada = true;
        break;
      }
      case 'cambio-tras-verificacion':
        a.verificar = true;
        a.segunda = retocar(a.figuras, r);
        break;
    }
    if (origen) tocadas.add(origen);
    tocadas.add(m.codigo);
    plantados.push({ regla, mesa: m.codigo, origen });
  }
  // Clean near-misses: verified actas that never change, and corrections sent before verification.
  // About 1.000 and 300 on the full registry.
  for (let i = 0; i < Math.round(mesas.length * 0.03); i++) {
    const m = libre();
    noche.get(m.codigo)!.verificar = true;
    tocadas.add(m.codigo);
  }
  for (let i = 0; i < Math.round(mesas.length * 0.009); i++) {
    const m = libre();
    const a = noche.get(m.codigo)!;
    a.segunda = retocar(a.figuras, r);
    tocadas.add(m.codigo);
  }
  // Arrival order: shuffled.
  const orden = [...noche.values()];
  for (let i = orden.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [orden[i], orden[j]] = [orden[j]!, orden[i]!];
  }
  return { actas: orden, plantados };
}

const totalDe = (f: FigurasActa) => Object.values(f.votos).reduce((a, b) => a + b, 0) + f.blancos + f.nulos;

/** A corrected version: a few votes moved from one party to another. */
function retocar(f: FigurasActa, r: () => number): FigurasActa {
  const votos = PARTIDOS.map((p) => f.votos[p]!);
  const de = votos.indexOf(Math.max(...votos));
  const a = (de + 1 + Math.floor(r() * (PARTIDOS.length - 1))) % PARTIDOS.length;
  const n = Math.min(votos[de]!, 1 + Math.floor(r() * 5));
  votos[de]! -= n;
  votos[a]! += n;
  return aFiguras(votos, f.blancos, f.nulos);
}
