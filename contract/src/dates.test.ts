import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diasEntre, esFechaValida, esHoraValida, hoyEnLaPaz } from './dates.js';

describe('hoyEnLaPaz', () => {
  it('a las 03:59 UTC todavía es el día anterior en La Paz', () => {
    expect(hoyEnLaPaz(new Date('2026-11-24T03:59:00Z'))).toBe('2026-11-23');
  });

  it('a las 04:00 UTC ya es el día siguiente en La Paz', () => {
    expect(hoyEnLaPaz(new Date('2026-11-24T04:00:00Z'))).toBe('2026-11-24');
  });
});

describe('esFechaValida', () => {
  it('rechaza días que no existen en el calendario', () => {
    expect(esFechaValida('2025-02-29')).toBe(false);
    expect(esFechaValida('2024-02-29')).toBe(true);
    expect(esFechaValida('2025-13-01')).toBe(false);
    expect(esFechaValida('2025-1-01')).toBe(false);
  });

  it('acepta toda fecha real entre 1900 y 2200', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          expect(esFechaValida(d.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('esHoraValida', () => {
  it('acepta de 00:00 a 23:59 y rechaza lo demás', () => {
    expect(esHoraValida('00:00')).toBe(true);
    expect(esHoraValida('23:59')).toBe(true);
    expect(esHoraValida('24:00')).toBe(false);
    expect(esHoraValida('12:60')).toBe(false);
    expect(esHoraValida('9:30')).toBe(false);
  });
});

describe('diasEntre', () => {
  it('cuenta días enteros, negativos hacia atrás', () => {
    expect(diasEntre('2026-11-23', '2026-12-01')).toBe(8);
    expect(diasEntre('2026-11-23', '2025-05-01')).toBeLessThan(0);
  });
});
