import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  esCandidatoPropio,
  normalizarTracking,
  promedioPropio,
  SERIE_NO_SABE,
  SERIE_PROPIA,
  ultimaEntrada,
  variantesPropias,
  type PuntoEncuesta,
} from './tracking.js';

const fechas = fc.constantFrom('2025-03-22', '2025-04-12', '2026-01-05', '2026-01-20');
const candidatos = fc.constantFrom('CANDIDATO PROPIO', 'OPOSITOR 1', 'OPOSITOR 2', 'NO SABE/NO CONTESTÓ');
const punto = fc.record({
  date: fechas,
  candidate: candidatos,
  percentage: fc.oneof(
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.constantFrom(0, -5, Number.NaN, Number.POSITIVE_INFINITY),
  ),
});

describe('normalizarTracking', () => {
  it('en cada fecha con total positivo los candidatos suman 100', () => {
    fc.assert(
      fc.property(fc.array(punto, { minLength: 1, maxLength: 40 }), (puntos) => {
        const t = normalizarTracking(puntos);
        t.fechas.forEach((_, i) => {
          const vals = t.candidatos.map((c) => t.valores[c]?.[i]).filter((v) => v !== undefined);
          const total = vals.reduce((a, b) => a + b, 0);
          if (total > 0) expect(total).toBeCloseTo(100, 6);
        });
      }),
    );
  });

  it('nunca produce NaN ni valores fuera de 0–100, aunque el total sea cero', () => {
    fc.assert(
      fc.property(fc.array(punto, { maxLength: 40 }), (puntos) => {
        const t = normalizarTracking(puntos);
        for (const c of t.candidatos) {
          for (const v of t.valores[c] ?? []) {
            if (v === undefined) continue;
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100 + 1e-9);
          }
        }
      }),
    );
  });

  it('una fecha con total cero da ceros', () => {
    const t = normalizarTracking([
      { date: '2025-03-22', candidate: 'CANDIDATO PROPIO', percentage: 0 },
      { date: '2025-03-22', candidate: 'OPOSITOR 1', percentage: 0 },
    ]);
    expect(t.valores[SERIE_PROPIA]).toEqual([0]);
    expect(promedioPropio(t)).toBe(0);
  });

  it('ordena fechas ascendentes, propio primero y NO SABE/NO CONTESTÓ como serie propia al final', () => {
    const t = normalizarTracking([
      { date: '2025-04-12', candidate: 'NO SABE/NO CONTESTÓ', percentage: 10 },
      { date: '2025-04-12', candidate: 'OPOSITOR 1', percentage: 30 },
      { date: '2025-03-22', candidate: 'candidato propio', percentage: 30 },
      { date: '2025-03-22', candidate: 'OPOSITOR 1', percentage: 10 },
      { date: '2025-04-12', candidate: 'Candidato Propio', percentage: 60 },
    ]);
    expect(t.fechas).toEqual(['2025-03-22', '2025-04-12']);
    expect(t.candidatos).toEqual([SERIE_PROPIA, 'OPOSITOR 1', SERIE_NO_SABE]);
    expect(t.valores[SERIE_PROPIA]).toEqual([75, 60]);
    expect(t.valores['OPOSITOR 1']).toEqual([25, 30]);
    expect(t.valores[SERIE_NO_SABE]).toEqual([undefined, 10]);
    expect(promedioPropio(t)).toBeCloseTo(67.5, 9);
  });

  it('el promedio propio está entre 0 y 100, o es NaN solo si el propio no aparece', () => {
    fc.assert(
      fc.property(fc.array(punto, { maxLength: 40 }), (puntos) => {
        const media = promedioPropio(normalizarTracking(puntos));
        const hayPropio = puntos.some((p) => p.candidate === 'CANDIDATO PROPIO');
        if (hayPropio) {
          expect(media).toBeGreaterThanOrEqual(0);
          expect(media).toBeLessThanOrEqual(100 + 1e-9);
        } else {
          expect(Number.isNaN(media)).toBe(true);
        }
      }),
    );
  });

  it('reconoce variantes del nombre del candidato propio', () => {
    const variantes = variantesPropias('Juan Carlos Rojas');
    expect(esCandidatoPropio('ROJAS', variantes)).toBe(true);
    expect(esCandidatoPropio('juan carlos rojas', variantes)).toBe(true);
    expect(esCandidatoPropio('Candidato  Propio', [])).toBe(true);
    expect(esCandidatoPropio('CANDIDATO PROPIO (Cochabamba)', [])).toBe(true);
    expect(esCandidatoPropio('OPOSITOR 1', variantes)).toBe(false);
    const t = normalizarTracking(
      [
        { date: '2025-03-22', candidate: 'Rojas', percentage: 40 },
        { date: '2025-03-22', candidate: 'OPOSITOR 1', percentage: 60 },
      ],
      variantes,
    );
    expect(t.valores[SERIE_PROPIA]).toEqual([40]);
  });
});

describe('ultimaEntrada', () => {
  it('devuelve la entrada más reciente del candidato elegido', () => {
    fc.assert(
      fc.property(fc.array(punto, { maxLength: 30 }), candidatos, (puntos: PuntoEncuesta[], c) => {
        const u = ultimaEntrada(puntos, c);
        const suyos = puntos.filter((p) => p.candidate === c);
        if (suyos.length === 0) expect(u).toBeUndefined();
        else
          expect(u?.date).toBe(
            suyos
              .map((p) => p.date)
              .sort()
              .at(-1),
          );
      }),
    );
  });
});
