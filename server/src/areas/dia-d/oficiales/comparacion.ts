import type {
  ClaseComparacion,
  DepartamentoComparado,
  MesaComparada,
  ResumenComparacion,
  VotosMesa,
} from '@comando/contract';

/**
 * The comparison of the official count with ours (issue 29), pure: every registry mesa of the
 * ground classified, the per-party differences totalled by department, and the list ordered
 * by the effect on our party. The database reads are in comparacion-queries.ts.
 */

export interface MesaRegistro {
  codigo: string;
  numero: number;
  recinto: string;
  municipio: string;
  departamento: string;
}

export interface Comparado {
  /** In the list's order. */
  mesas: Ordenada[];
  departamentos: DepartamentoComparado[];
}

const resumenVacio = (): ResumenComparacion => ({
  igual: 0,
  diferente: 0,
  soloNuestra: 0,
  soloOficial: 0,
  sinNinguna: 0,
});

const CAMPO_RESUMEN: Record<ClaseComparacion, keyof ResumenComparacion> = {
  igual: 'igual',
  diferente: 'diferente',
  'solo-nuestra': 'soloNuestra',
  'solo-oficial': 'soloOficial',
  'sin-ninguna': 'sinNinguna',
};

/** Official minus ours, party by party of the ballot (a party missing from a side counts 0). */
function restar(siglas: readonly string[], nuestras: VotosMesa, oficiales: VotosMesa): VotosMesa {
  return {
    votos: Object.fromEntries(siglas.map((s) => [s, (oficiales.votos[s] ?? 0) - (nuestras.votos[s] ?? 0)])),
    blancos: oficiales.blancos - nuestras.blancos,
    nulos: oficiales.nulos - nuestras.nulos,
  };
}

/** Every vote that differs, whatever its sign: orders mesas of the same effect. */
function magnitud(d: VotosMesa | null): number {
  if (!d) return 0;
  return Object.values(d.votos).reduce((a, v) => a + Math.abs(v), Math.abs(d.blancos) + Math.abs(d.nulos));
}

/** A compared mesa with the size of its difference, computed once (the order reads it often). */
export interface Ordenada {
  mesa: MesaComparada;
  magnitud: number;
}

/**
 * The order of the list: largest loss for our party first (effect ascending), then the larger
 * difference, then the code. The cursor is the last mesa's key, so a page follows another even
 * when the list changes between them.
 */
export function claveOrden(o: Ordenada): string {
  return `${o.mesa.efecto}~${o.magnitud}~${o.mesa.codigo}`;
}

function comparar(a: Ordenada, b: Ordenada): number {
  return (
    a.mesa.efecto - b.mesa.efecto ||
    b.magnitud - a.magnitud ||
    (a.mesa.codigo < b.mesa.codigo ? -1 : a.mesa.codigo > b.mesa.codigo ? 1 : 0)
  );
}

/** Whether a mesa comes after the cursor `clave` (as `claveOrden` writes it); undefined if unreadable. */
export function leerCursor(clave: string): ((o: Ordenada) => boolean) | undefined {
  const partes = /^(-?\d+)~(\d+)~(.+)$/.exec(clave);
  if (!partes) return undefined;
  const efecto = Number(partes[1]);
  const mag = Number(partes[2]);
  const codigo = partes[3] as string;
  return ({ mesa, magnitud: x }) => {
    if (mesa.efecto !== efecto) return mesa.efecto > efecto;
    if (x !== mag) return x < mag;
    return mesa.codigo > codigo;
  };
}

export function compararMesas(
  registro: MesaRegistro[],
  nuestras: Map<string, VotosMesa & { fotoUrl: string }>,
  oficiales: Map<string, VotosMesa>,
  siglas: readonly string[],
  nuestro: string | null,
): Comparado {
  const mesas: Ordenada[] = [];
  const porDep = new Map<string, { resumen: ResumenComparacion; neto: number[]; absoluto: number[] }>();
  for (const m of registro) {
    const n = nuestras.get(m.codigo) ?? null;
    const o = oficiales.get(m.codigo) ?? null;
    const diferencia = n && o ? restar(siglas, n, o) : null;
    const mag = magnitud(diferencia);
    const distinta = mag > 0;
    const clase: ClaseComparacion =
      n && o ? (distinta ? 'diferente' : 'igual') : n ? 'solo-nuestra' : o ? 'solo-oficial' : 'sin-ninguna';
    let dep = porDep.get(m.departamento);
    if (!dep)
      porDep.set(
        m.departamento,
        (dep = { resumen: resumenVacio(), neto: siglas.map(() => 0), absoluto: siglas.map(() => 0) }),
      );
    dep.resumen[CAMPO_RESUMEN[clase]]++;
    if (distinta && diferencia) {
      siglas.forEach((s, i) => {
        const v = diferencia.votos[s] ?? 0;
        (dep.neto[i] as number) += v;
        (dep.absoluto[i] as number) += Math.abs(v);
      });
    }
    const mesa: MesaComparada = {
      ...m,
      clase,
      nuestras: n && { votos: n.votos, blancos: n.blancos, nulos: n.nulos },
      oficiales: o,
      diferencia: distinta ? diferencia : null,
      efecto: distinta && diferencia && nuestro ? (diferencia.votos[nuestro] ?? 0) : 0,
      fotoUrl: n?.fotoUrl ?? null,
    };
    mesas.push({ mesa, magnitud: mag });
  }
  mesas.sort(comparar);
  const iNuestro = nuestro ? siglas.indexOf(nuestro) : -1;
  const departamentos = [...porDep.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([departamento, d]) => ({
      departamento,
      resumen: d.resumen,
      partidos: siglas.map((sigla, i) => ({
        sigla,
        neto: d.neto[i] as number,
        absoluto: d.absoluto[i] as number,
      })),
      efectoNuestro: iNuestro >= 0 ? (d.neto[iNuestro] as number) : null,
    }));
  return { mesas, departamentos };
}

/** Several departments' figures added up (the national line, or the filter's one department). */
export function sumarDepartamentos(
  departamentos: DepartamentoComparado[],
  siglas: readonly string[],
  nuestro: string | null,
): Pick<DepartamentoComparado, 'resumen' | 'partidos' | 'efectoNuestro'> {
  const resumen = resumenVacio();
  const partidos = siglas.map((sigla) => ({ sigla, neto: 0, absoluto: 0 }));
  for (const d of departamentos) {
    for (const k of Object.keys(resumen) as (keyof ResumenComparacion)[]) resumen[k] += d.resumen[k];
    d.partidos.forEach((p, i) => {
      const t = partidos[i];
      if (t) {
        t.neto += p.neto;
        t.absoluto += p.absoluto;
      }
    });
  }
  const propio = partidos.find((p) => p.sigla === nuestro);
  return { resumen, partidos, efectoNuestro: propio ? propio.neto : null };
}
