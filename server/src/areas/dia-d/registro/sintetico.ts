import { COLUMNAS_REGISTRO, REGIONES_TERRITORIALES, type RegionTerritorialId } from '@comando/contract';

/**
 * Mesas per department of the 2026 subnational vote (issue 19): 33.439 in total,
 * 5.794 recintos. Municipios per department are Bolivia's (339 in total).
 */
export const MESAS_2026: Record<RegionTerritorialId, number> = {
  'la-paz': 8995,
  'santa-cruz': 8962,
  cochabamba: 6194,
  potosi: 2340,
  tarija: 1766,
  chuquisaca: 1758,
  oruro: 1679,
  beni: 1347,
  pando: 398,
};
const RECINTOS_2026 = 5794;
const MUNICIPIOS: Record<RegionTerritorialId, number> = {
  'la-paz': 87,
  'santa-cruz': 56,
  cochabamba: 47,
  potosi: 40,
  tarija: 11,
  chuquisaca: 29,
  oruro: 35,
  beni: 19,
  pando: 15,
};

/** Recintos per department in proportion to its mesas (largest remainder, summing to 5.794). */
function recintosPorDepartamento(): Map<RegionTerritorialId, number> {
  const total = Object.values(MESAS_2026).reduce((a, b) => a + b, 0);
  const ids = REGIONES_TERRITORIALES.map((r) => r.id);
  const exactos = ids.map((id) => (MESAS_2026[id] * RECINTOS_2026) / total);
  const base = exactos.map(Math.floor);
  let resto = RECINTOS_2026 - base.reduce((a, b) => a + b, 0);
  const orden = exactos.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f);
  for (const { i } of orden) {
    if (resto-- <= 0) break;
    base[i]!++;
  }
  return new Map(ids.map((id, i) => [id, base[i]!]));
}

/**
 * A clearly fictitious registry with exactly the 2026 counts: `Recinto 0001 — Municipio 3`,
 * mesa codes of seven digits (department digit + running number). Deterministic.
 * `escala` < 1 keeps the proportions with fewer mesas (at least one per department).
 */
export function registroSintetico(escala = 1): string {
  const lineas: string[] = [COLUMNAS_REGISTRO.join(';')];
  const recintos = recintosPorDepartamento();
  REGIONES_TERRITORIALES.forEach((region, d) => {
    const mesas = Math.max(1, Math.round(MESAS_2026[region.id] * escala));
    const nRecintos = Math.max(1, Math.min(mesas, Math.round(recintos.get(region.id)! * escala)));
    const nMunicipios = Math.max(1, Math.min(nRecintos, MUNICIPIOS[region.id]));
    for (let m = 0; m < mesas; m++) {
      // Mesas spread evenly over recintos, recintos over municipios.
      const r = Math.floor((m * nRecintos) / mesas);
      const primera = Math.ceil((r * mesas) / nRecintos);
      const municipio = Math.floor((r * nMunicipios) / nRecintos) + 1;
      const nombre = `Recinto ${String(r + 1).padStart(4, '0')} — Municipio ${municipio}`;
      const codigoRecinto = `R${d + 1}${String(r + 1).padStart(5, '0')}`;
      const codigoMesa = `${d + 1}${String(m + 1).padStart(6, '0')}`;
      const habilitados = 120 + ((m * 37) % 101);
      lineas.push(
        [
          region.name,
          `Municipio ${municipio}`,
          nombre,
          codigoRecinto,
          m - primera + 1,
          codigoMesa,
          habilitados,
        ].join(';'),
      );
    }
  });
  return `${lineas.join('\n')}\n`;
}
