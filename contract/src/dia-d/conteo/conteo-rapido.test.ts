import { describe, expect, it } from 'vitest';
import { estimarConteoRapido, generador, repartirMuestra } from './conteo-rapido.js';

describe('conteo rápido', () => {
  it('el estimador de razón estratificado da lo calculado a mano (docs/decisions.md)', () => {
    // Stratum A: 10 mesas, 1.000 habilitados; two arrived mesas of 100 habilitados each → w = 5.
    // Stratum B: 5 mesas, 400 habilitados; one arrived mesa of 100 → w = 4.
    // Ŷ_P = 5·(30 + 10) + 4·40 = 360; X̂ = 5·(50 + 40) + 4·50 = 650; R̂_P = 360/650 = 55,3846 %.
    // d = 5·(30 − R̂·50) = 11,5385 and 5·(10 − R̂·40) = −60,7692; Σ(d − d̄)² = 2.614,2012;
    // V̂ = (1 − 2/10)·(2/1)·2.614,2012 / 650² = 0,0098999; margin = 1,96·√V̂ = 19,5013 points.
    const [p, q] = estimarConteoRapido(
      ['P', 'Q'],
      { A: { mesas: 10, habilitados: 1000 }, B: { mesas: 5, habilitados: 400 } },
      [
        { estrato: 'A', habilitados: 100, votos: { P: 30, Q: 20 } },
        { estrato: 'A', habilitados: 100, votos: { P: 10, Q: 30 } },
        { estrato: 'B', habilitados: 100, votos: { P: 40, Q: 10 } },
      ],
    );
    expect(p!.estimacion).toBeCloseTo(55.3846, 3);
    expect(p!.ic95[0]).toBeCloseTo(35.8833, 3);
    expect(p!.ic95[1]).toBeCloseTo(74.8859, 3);
    expect(q!.estimacion).toBeCloseTo(44.6154, 3);
    expect(q!.ic95[0]).toBeCloseTo(25.1141, 3);
    expect(q!.ic95[1]).toBeCloseTo(64.1167, 3);
  });

  it('sin actas de la muestra no estima nada; con el estrato entero la varianza de ese estrato es 0', () => {
    expect(estimarConteoRapido(['P'], { A: { mesas: 2, habilitados: 200 } }, [])).toEqual([
      { sigla: 'P', estimacion: 0, ic95: [0, 0] },
    ]);
    const [p] = estimarConteoRapido(['P', 'Q'], { A: { mesas: 2, habilitados: 200 } }, [
      { estrato: 'A', habilitados: 100, votos: { P: 30, Q: 20 } },
      { estrato: 'A', habilitados: 100, votos: { P: 10, Q: 30 } },
    ]);
    expect(p!.estimacion).toBeCloseTo((40 / 90) * 100, 6);
    expect(p!.ic95[0]).toBeCloseTo(p!.estimacion, 6);
    expect(p!.ic95[1]).toBeCloseTo(p!.estimacion, 6);
  });

  it('la muestra se reparte en proporción a las mesas de cada estrato, al menos una por estrato', () => {
    expect(repartirMuestra(100, { 'la-paz': 8995, 'santa-cruz': 8962, pando: 398 })).toEqual({
      'la-paz': 49,
      'santa-cruz': 49,
      pando: 2,
    });
    expect(repartirMuestra(3, { a: 1000, b: 1, c: 1 })).toEqual({ a: 1, b: 1, c: 1 });
    expect(repartirMuestra(50, { a: 2, b: 3 })).toEqual({ a: 2, b: 3 });
  });

  it('la misma semilla da la misma secuencia; otra semilla, otra', () => {
    const a = generador('2026-elecciones');
    const b = generador('2026-elecciones');
    const c = generador('otra');
    const sa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(sa);
    expect([c(), c(), c()]).not.toEqual(sa);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });
});
