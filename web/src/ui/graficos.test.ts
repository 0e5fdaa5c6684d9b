import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trazoPorcion } from './grafico-dona.js';
import { marcasEje, techoEje, trazoSuave } from './graficos.js';

/** The points of an SVG path's commands (M, L, C: every pair of numbers). */
const numeros = (d: string) => (d.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);

describe('ejes de los gráficos', () => {
  it('marca pasos redondos de 0 a 100 %, a 2.000 y a 1.100', () => {
    expect(marcasEje(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(marcasEje(0, 2000)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(marcasEje(0, 1100)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('el techo automático es la primera marca redonda que contiene el mayor valor', () => {
    expect(techoEje(0, 310_000)).toBe(400_000);
    expect(techoEje(0, 300_000)).toBe(300_000);
    expect(techoEje(0, 0.3)).toBeCloseTo(0.3);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (max) => {
        const techo = techoEje(0, max);
        return techo >= max * (1 - 1e-9) && techo <= max * 2.5;
      }),
    );
  });
});

describe('trazo suave (monótono)', () => {
  it('pasa por cada punto y nunca sale del rango de sus vecinos', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 12 }), (valores) => {
        const puntos = valores.map((v, i) => [i * 10, v] as [number, number]);
        const d = trazoSuave(puntos);
        const n = numeros(d);
        // M x0 y0, then per segment C c1x c1y c2x c2y x y: the ends are the points themselves.
        expect([n[0], n[1]]).toEqual(puntos[0]);
        for (let i = 1; i < puntos.length; i++) {
          const base = 2 + (i - 1) * 6;
          expect([n[base + 4], n[base + 5]]).toEqual(puntos[i]);
          // Control points stay between the two values they join: no overshoot.
          const lo = Math.min(puntos[i - 1]![1], puntos[i]![1]);
          const hi = Math.max(puntos[i - 1]![1], puntos[i]![1]);
          for (const y of [n[base + 1]!, n[base + 3]!]) {
            expect(y).toBeGreaterThanOrEqual(lo - 1e-9);
            expect(y).toBeLessThanOrEqual(hi + 1e-9);
          }
        }
      }),
    );
  });

  it('un punto es un movimiento y dos son una recta', () => {
    expect(trazoSuave([[1, 2]])).toBe('M1,2');
    expect(
      trazoSuave([
        [0, 0],
        [10, 5],
      ]),
    ).toBe('M0,0L10,5');
  });
});

describe('porciones de la dona', () => {
  it('un cuarto empieza arriba y termina a la derecha, con arco menor', () => {
    const d = trazoPorcion(50, 50, 40, 20, 0, Math.PI / 2);
    const n = numeros(d);
    expect(n[0]).toBeCloseTo(50);
    expect(n[1]).toBeCloseTo(10);
    expect(d).toContain('0 0 1');
  });

  it('una porción del anillo entero se dibuja en dos mitades (un solo arco no puede cerrarse)', () => {
    const d = trazoPorcion(50, 50, 40, 20, 0, Math.PI * 2);
    expect(d.match(/M/g)).toHaveLength(2);
  });
});
