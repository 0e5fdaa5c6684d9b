import { LIMITES_BOLIVIA as L, MENSAJES_COORDENADAS as M } from '@comando/contract';

/** Decimal degrees as people write them: "-16.4955", "-16,4955" (a Spanish spreadsheet). */
const GRADOS = /^-?\d{1,3}(?:[.,]\d{1,10})?$/;

/**
 * The recintos' places of a registry CSV (issue 28, optional columns lat;lon): each line is
 * checked on its own (both or neither, numbers, inside Bolivia) and against the place its
 * recinto already had in an earlier line; every mesa of a recinto then carries that place.
 */
export class Lugares {
  private readonly porRecinto = new Map<string, { lat: number; lon: number; linea: number }>();

  /** The line's place, nothing when it leaves both empty, or the Spanish reason to refuse it. */
  leer(
    recinto: string,
    linea: number,
    lat: string,
    lon: string,
  ): { lat: number; lon: number } | null | string {
    const a = lat.trim();
    const o = lon.trim();
    if (!a && !o) return null;
    if (!a || !o) return M.incompletas;
    if (!GRADOS.test(a) || !GRADOS.test(o)) return M.invalidas;
    const lugar = { lat: Number(a.replace(',', '.')), lon: Number(o.replace(',', '.')) };
    if (lugar.lat < L.latMin || lugar.lat > L.latMax || lugar.lon < L.lonMin || lugar.lon > L.lonMax)
      return M.fueraDeBolivia;
    const antes = this.porRecinto.get(recinto);
    if (antes && (antes.lat !== lugar.lat || antes.lon !== lugar.lon)) return M.distintas(antes.linea);
    if (!antes) this.porRecinto.set(recinto, { ...lugar, linea });
    return lugar;
  }

  /** The recinto's place for every one of its rows; nothing when no line gave one. */
  de(recinto: string): { lat: number; lon: number } | Record<string, never> {
    const l = this.porRecinto.get(recinto);
    return l ? { lat: l.lat, lon: l.lon } : {};
  }
}
