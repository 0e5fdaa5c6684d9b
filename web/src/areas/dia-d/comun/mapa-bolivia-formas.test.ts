import { REGIONES_TERRITORIALES } from '@comando/contract';
import { describe, expect, it } from 'vitest';
import { FORMAS_DEPARTAMENTOS, proyectar, VISTA_MAPA } from './mapa-bolivia-formas.js';

/** The rings of an SVG path written as "Mx y x y …Z…" (as the generator writes them). */
const anillos = (d: string) =>
  d
    .split('Z')
    .filter(Boolean)
    .map((r) => {
      const n = r.replace('M', '').trim().split(/\s+/).map(Number);
      return Array.from({ length: n.length / 2 }, (_, i) => [n[2 * i] ?? 0, n[2 * i + 1] ?? 0] as const);
    });

/** Even-odd rule over every ring of the path. */
function dentro(d: string, [x, y]: [number, number]): boolean {
  let adentro = false;
  for (const r of anillos(d))
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i] ?? [0, 0];
      const [xj, yj] = r[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) adentro = !adentro;
    }
  return adentro;
}

describe('las formas de los nueve departamentos', () => {
  it('son nueve, con los ids y nombres del registro tal como la app los escribe', () => {
    expect(FORMAS_DEPARTAMENTOS.map((f) => [f.id, f.nombre]).sort()).toEqual(
      REGIONES_TERRITORIALES.map((r) => [r.id, r.name]).sort(),
    );
  });

  it('cada capital, proyectada con proyectar(lat, lon), cae en su departamento y en ningún otro', () => {
    const capitales: [string, number, number][] = [
      ['la-paz', -16.5, -68.15],
      ['cochabamba', -17.39, -66.16],
      ['santa-cruz', -17.78, -63.18],
      ['oruro', -17.97, -67.11],
      ['potosi', -19.58, -65.75],
      ['chuquisaca', -19.04, -65.26],
      ['tarija', -21.53, -64.73],
      ['beni', -14.83, -64.9],
      ['pando', -11.1, -67.55],
    ];
    for (const [id, lat, lon] of capitales) {
      const punto = proyectar(lat, lon);
      const donde = FORMAS_DEPARTAMENTOS.filter((f) => dentro(f.d, punto)).map((f) => f.id);
      expect(donde, id).toEqual([id]);
    }
  });

  it('todas caben en la vista', () => {
    for (const f of FORMAS_DEPARTAMENTOS)
      for (const [x, y] of anillos(f.d).flat()) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(VISTA_MAPA.ancho);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(VISTA_MAPA.alto);
      }
  });
});
