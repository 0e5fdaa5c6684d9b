import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidatosDe,
  dosDecimales,
  encuestaNueva,
  MENSAJES_ENCUESTAS,
  ordenarEncuestas,
  ordenarTracking,
  porcentajeDe,
  sumaPorcentajes,
  tendenciaDe,
} from './encuestas.js';

const base = { fecha: '2026-05-01', encuestadora: 'Ipsos' };
const mensajes = (input: unknown) => {
  const r = encuestaNueva.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('tendenciaDe (spec §4)', () => {
  it('up sin valor previo; up si es mayor; down si es igual o menor', () => {
    expect(tendenciaDe(0, undefined)).toBe('up');
    expect(tendenciaDe(30, 29.99)).toBe('up');
    expect(tendenciaDe(30, 30)).toBe('down');
    expect(tendenciaDe(10, 30)).toBe('down');
  });
  it('es up exactamente cuando el nuevo valor supera al último', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          expect(tendenciaDe(a, b) === 'up').toBe(a > b);
        },
      ),
    );
  });
});

describe('encuestaNueva', () => {
  it('acepta sumas de hasta 100,01 con dos decimales y rechaza las mayores', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 6 }),
        (centesimas) => {
          const resultados = centesimas.map((c, i) => ({ candidato: `C${i}`, porcentaje: c / 100 }));
          const suma = centesimas.reduce((s, c) => s + c, 0);
          const ok = encuestaNueva.safeParse({ ...base, resultados }).success;
          expect(ok).toBe(suma <= 10001);
        },
      ),
    );
  });
  it('rechaza más de dos decimales, candidatos repetidos y muestra no entera', () => {
    expect(mensajes({ ...base, resultados: [{ candidato: 'A', porcentaje: 1.005 }] })).toContain(
      MENSAJES_ENCUESTAS.porcentajeDecimales,
    );
    expect(
      mensajes({
        ...base,
        resultados: [
          { candidato: 'Opositor 1', porcentaje: 1 },
          { candidato: ' OPOSITOR 1', porcentaje: 1 },
        ],
      }),
    ).toContain(MENSAJES_ENCUESTAS.candidatoRepetido);
    expect(mensajes({ ...base, muestra: '2.5', resultados: [{ candidato: 'A', porcentaje: 1 }] })).toContain(
      MENSAJES_ENCUESTAS.muestraEntera,
    );
  });
  it('la muestra es opcional (ausente o null) y solo un número JSON', () => {
    const valida = { ...base, resultados: [{ candidato: 'A', porcentaje: 12.5 }] };
    expect(encuestaNueva.parse(valida).muestra).toBeUndefined();
    expect(encuestaNueva.parse({ ...valida, muestra: null }).muestra).toBeNull();
    expect(encuestaNueva.parse({ ...valida, muestra: 800 }).muestra).toBe(800);
    for (const muestra of ['', '800']) {
      expect(encuestaNueva.safeParse({ ...valida, muestra }).success).toBe(false);
    }
    const texto = { ...base, resultados: [{ candidato: 'A', porcentaje: '12.5' }] };
    expect(encuestaNueva.safeParse(texto).success).toBe(false);
  });
});

describe('utilidades', () => {
  it('dosDecimales y sumaPorcentajes toleran el ruido binario', () => {
    expect(dosDecimales(0.1 + 0.2)).toBe(true);
    expect(dosDecimales(0.305)).toBe(false);
    expect(dosDecimales(33.33)).toBe(true);
    expect(sumaPorcentajes([33.33, 33.33, 33.34])).toBe(100);
  });
  it('ordenarEncuestas: la más nueva primero; ordenarTracking: por fecha y candidato', () => {
    const e = (id: string, fecha: string, creadaEn = 'x') => ({ id, fecha, creadaEn });
    expect(ordenarEncuestas([e('a', '2025-01-01'), e('b', '2026-01-01')]).map((x) => x.id)).toEqual([
      'b',
      'a',
    ]);
    const p = (date: string, candidate: string) => ({ date, candidate });
    expect(ordenarTracking([p('2026', 'B'), p('2025', 'Z'), p('2026', 'A')])).toEqual([
      p('2025', 'Z'),
      p('2026', 'A'),
      p('2026', 'B'),
    ]);
  });
  it('candidatosDe pone primero los cuatro tácticos y porcentajeDe ignora mayúsculas', () => {
    const lista = [{ resultados: [{ candidato: 'Otro', porcentaje: 3 }] }];
    expect(candidatosDe(lista)).toEqual([
      'CANDIDATO PROPIO',
      'OPOSITOR 1',
      'OPOSITOR 2',
      'NO SABE/NO CONTESTÓ',
      'Otro',
    ]);
    expect(porcentajeDe(lista[0]!, 'OTRO')).toBe(3);
    expect(porcentajeDe(lista[0]!, 'OPOSITOR 1')).toBeUndefined();
  });
});
