import type { PuntoRecinto } from '@comando/contract';
import { proyectar } from '../comun/index.js';

export type EstadoRecinto = 'sin-actas' | 'con-actas' | 'verificado';

/** From the least advanced to the most. */
export const ESTADOS_RECINTO: readonly EstadoRecinto[] = ['sin-actas', 'con-actas', 'verificado'];

/** Hues apart from the map's teal scale: coral, amber, near white (the legend names them). */
export const CLASE_ESTADO: Record<EstadoRecinto, string> = {
  'sin-actas': 'fill-coral',
  'con-actas': 'fill-aviso',
  verificado: 'fill-texto',
};

export const estadoRecinto = (r: Pick<PuntoRecinto, 'mesas' | 'recibidas' | 'verificadas'>): EstadoRecinto =>
  r.mesas > 0 && r.verificadas === r.mesas ? 'verificado' : r.recibidas > 0 ? 'con-actas' : 'sin-actas';

export interface GrupoPuntos {
  x: number;
  y: number;
  recintos: number;
  estado: EstadoRecinto;
}

/**
 * The recintos as points in the map's viewBox, gathered by a grid of `celda` units (a few
 * pixels at any width: the viewBox is ~900 units across): the recintos of one cell become one
 * group at their mean, counted, coloured by the state most of them have (a tie: the least
 * advanced one, what HQ chases first).
 */
export function agruparPuntos(recintos: PuntoRecinto[], celda = 26): GrupoPuntos[] {
  const celdas = new Map<string, { sx: number; sy: number; n: number; estados: number[] }>();
  for (const r of recintos) {
    const [x, y] = proyectar(r.lat, r.lon);
    const k = `${Math.floor(x / celda)}|${Math.floor(y / celda)}`;
    const c = celdas.get(k) ?? { sx: 0, sy: 0, n: 0, estados: ESTADOS_RECINTO.map(() => 0) };
    c.sx += x;
    c.sy += y;
    c.n++;
    const i = ESTADOS_RECINTO.indexOf(estadoRecinto(r));
    c.estados[i] = (c.estados[i] ?? 0) + 1;
    celdas.set(k, c);
  }
  return [...celdas.values()].map((c) => {
    const mayor = Math.max(...c.estados);
    return {
      x: c.sx / c.n,
      y: c.sy / c.n,
      recintos: c.n,
      estado: ESTADOS_RECINTO[c.estados.indexOf(mayor)] ?? 'sin-actas',
    };
  });
}
