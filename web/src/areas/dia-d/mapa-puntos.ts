import type { PuntoRecinto } from '@comando/contract';
import { proyectar } from './mapa-bolivia-formas.js';

export type EstadoRecinto = 'sin-actas' | 'con-actas' | 'verificado';

/** From the least advanced to the most: a group takes its least advanced recinto's state. */
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
 * The recintos as points in the map's viewBox, those closer than `radio` units (a few pixels
 * at any width: the viewBox is ~900 units across) gathered into one counted group at their
 * mean. Greedy over a grid of `radio`-sized cells: each point joins the first group within
 * reach in its cell or the eight around it.
 */
export function agruparPuntos(recintos: PuntoRecinto[], radio = 14): GrupoPuntos[] {
  const grupos: (GrupoPuntos & { sx: number; sy: number })[] = [];
  const celdas = new Map<string, number[]>();
  const clave = (x: number, y: number) => `${Math.floor(x / radio)}|${Math.floor(y / radio)}`;
  for (const r of recintos) {
    const [x, y] = proyectar(r.lat, r.lon);
    const estado = estadoRecinto(r);
    const [cx, cy] = [Math.floor(x / radio), Math.floor(y / radio)];
    let cerca: (typeof grupos)[number] | undefined;
    for (let dx = -1; dx <= 1 && !cerca; dx++)
      for (let dy = -1; dy <= 1 && !cerca; dy++)
        for (const i of celdas.get(`${cx + dx}|${cy + dy}`) ?? []) {
          const g = grupos[i];
          if (g && Math.hypot(g.x - x, g.y - y) <= radio) {
            cerca = g;
            break;
          }
        }
    if (cerca) {
      cerca.recintos++;
      cerca.sx += x;
      cerca.sy += y;
      if (ESTADOS_RECINTO.indexOf(estado) < ESTADOS_RECINTO.indexOf(cerca.estado)) cerca.estado = estado;
    } else {
      const k = clave(x, y);
      celdas.set(k, [...(celdas.get(k) ?? []), grupos.length]);
      grupos.push({ x, y, recintos: 1, estado, sx: x, sy: y });
    }
  }
  return grupos.map((g) => ({
    x: g.sx / g.recintos,
    y: g.sy / g.recintos,
    recintos: g.recintos,
    estado: g.estado,
  }));
}
