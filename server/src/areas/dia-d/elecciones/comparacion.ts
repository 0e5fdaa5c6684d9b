import {
  MESAS_QUE_MAS_CAMBIARON,
  nombreDepartamento,
  type CifrasEleccion,
  type ComparacionElecciones,
  type FilaComparada,
  type MesaCambio,
} from '@comando/contract';
import type { Lugar, MesaConCifras } from './cifras-queries.js';

/**
 * Two elections side by side (issue 45), pure: each one's figures summed per place one level
 * below the filter (department → municipio → recinto → mesa), our share and the swing, and the
 * mesas that changed most. A mesa is the same mesa in both when its code is the same.
 */

export type Nivel = ComparacionElecciones['nivel'];

export function nivelBajo(lugar: Lugar): Nivel {
  if (lugar.recinto !== undefined) return 'mesa';
  if (lugar.municipio !== undefined) return 'recinto';
  if (lugar.departamento !== undefined) return 'municipio';
  return 'departamento';
}

/** A mesa's place at a level: its key and its name. */
function lugarDe(m: MesaConCifras, nivel: Nivel): { id: string; nombre: string } {
  switch (nivel) {
    case 'departamento':
      return { id: m.departamento, nombre: nombreDepartamento(m.departamento) };
    case 'municipio':
      return { id: m.municipio, nombre: m.municipio };
    case 'recinto':
      return { id: m.recinto, nombre: m.recintoNombre };
    case 'mesa':
      return { id: m.codigo, nombre: `Mesa ${m.numero} (${m.codigo})` };
  }
}

const totalDe = (v: Record<string, number>) => Object.values(v).reduce((s, x) => s + x, 0);

interface Suma {
  mesas: number;
  habilitados: number;
  emitidos: number;
  validos: number;
  nuestros: number;
}

const vacia = (): Suma => ({ mesas: 0, habilitados: 0, emitidos: 0, validos: 0, nuestros: 0 });

function sumar(s: Suma, m: MesaConCifras, nuestro: string | undefined): void {
  const validos = totalDe(m.votos);
  s.mesas += 1;
  s.habilitados += m.habilitados;
  s.validos += validos;
  s.emitidos += validos + m.blancos + m.nulos;
  s.nuestros += nuestro ? (m.votos[nuestro] ?? 0) : 0;
}

function cifrasDe(s: Suma, conNuestro: boolean): CifrasEleccion {
  return {
    ...s,
    participacion: s.habilitados > 0 ? s.emitidos / s.habilitados : null,
    porcentaje: conNuestro && s.validos > 0 ? s.nuestros / s.validos : null,
  };
}

/** B's share minus A's in percentage points, to two decimals. */
export const puntos = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : Math.round((b - a) * 10_000) / 100;

/** One mesa's figures alone. */
export function cifrasDeMesa(m: MesaConCifras, nuestro: string | undefined): CifrasEleccion {
  const s = vacia();
  sumar(s, m, nuestro);
  return cifrasDe(s, nuestro !== undefined);
}

export interface Lados {
  a: MesaConCifras[];
  b: MesaConCifras[];
  nuestroA: string | undefined;
  nuestroB: string | undefined;
}

/** The rows one level below the filter, their total, and the mesas that changed most. */
export function compararLados(
  lados: Lados,
  nivel: Nivel,
): Pick<ComparacionElecciones, 'total' | 'filas' | 'mesas'> {
  const { nuestroA, nuestroB } = lados;
  const filas = new Map<string, { nombre: string; a: Suma; b: Suma; ambas: number }>();
  const total = { nombre: '', a: vacia(), b: vacia(), ambas: 0 };
  const fila = (m: MesaConCifras) => {
    const l = lugarDe(m, nivel);
    let f = filas.get(l.id);
    if (!f) filas.set(l.id, (f = { nombre: l.nombre, a: vacia(), b: vacia(), ambas: 0 }));
    return f;
  };
  const enA = new Map(lados.a.map((m) => [m.codigo, m]));
  for (const m of lados.a) {
    sumar(fila(m).a, m, nuestroA);
    sumar(total.a, m, nuestroA);
  }
  const cambios: MesaCambio[] = [];
  for (const m of lados.b) {
    const f = fila(m);
    sumar(f.b, m, nuestroB);
    sumar(total.b, m, nuestroB);
    const a = enA.get(m.codigo);
    if (!a) continue;
    f.ambas += 1;
    total.ambas += 1;
    const ca = cifrasDeMesa(a, nuestroA);
    const cb = cifrasDeMesa(m, nuestroB);
    cambios.push({
      codigo: m.codigo,
      numero: m.numero,
      recinto: m.recintoNombre,
      municipio: m.municipio,
      departamento: m.departamento,
      habilitados: m.habilitados,
      a: { actaId: a.actaId, estado: a.estado, porcentaje: ca.porcentaje, participacion: ca.participacion },
      b: { actaId: m.actaId, estado: m.estado, porcentaje: cb.porcentaje, participacion: cb.participacion },
      cambio: puntos(ca.porcentaje, cb.porcentaje),
    });
  }
  const comparada = (id: string, f: typeof total): FilaComparada => {
    const a = cifrasDe(f.a, nuestroA !== undefined);
    const b = cifrasDe(f.b, nuestroB !== undefined);
    return { id, nombre: f.nombre, a, b, cambio: puntos(a.porcentaje, b.porcentaje), mesasAmbas: f.ambas };
  };
  const ordenadas = [...filas.entries()]
    .map(([id, f]) => comparada(id, f))
    .sort((x, y) => x.nombre.localeCompare(y.nombre, 'es') || (x.id < y.id ? -1 : 1));
  const masCambiaron = cambios
    .filter((c) => c.cambio !== null)
    .sort((x, y) => Math.abs(y.cambio!) - Math.abs(x.cambio!) || (x.codigo < y.codigo ? -1 : 1))
    .slice(0, MESAS_QUE_MAS_CAMBIARON);
  return { total: comparada('', total), filas: ordenadas, mesas: masCambiaron };
}
