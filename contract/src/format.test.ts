import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCentavos,
  formatDinero,
  formatFechaCorta,
  formatFechaHora,
  formatFechaLarga,
  formatNumero,
  formatPorcentaje,
  SIN_VALOR,
} from './format.js';

describe('formatPorcentaje', () => {
  it('muestra dos decimales con coma y el signo %', () => {
    expect(formatPorcentaje(27.36)).toBe('27,36%');
    expect(formatPorcentaje(5.4)).toBe('5,40%');
    expect(formatPorcentaje(0)).toBe('0,00%');
  });

  it('muestra una raya para un valor no finito o ausente', () => {
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) expect(formatPorcentaje(v)).toBe(SIN_VALOR);
  });

  it('acepta un número de decimales distinto', () => {
    expect(formatPorcentaje(45, 1)).toBe('45,0%');
  });
});

describe('formatNumero', () => {
  it('agrupa los miles con punto siempre, también con cuatro cifras', () => {
    expect(formatNumero(1000)).toBe('1.000');
    expect(formatNumero(486639245)).toBe('486.639.245');
    expect(formatNumero(1234.5)).toBe('1.234,5');
  });
});

describe('formatDinero', () => {
  it('usa $ y los decimales solo cuando hay centavos', () => {
    expect(formatDinero(752530)).toBe('$752.530');
    expect(formatDinero(0.3)).toBe('$0,30');
    expect(formatDinero(-12.5)).toBe('-$12,50');
  });

  it('formatCentavos es exacto: 10 + 20 centavos son $0,30', () => {
    expect(formatCentavos(10 + 20)).toBe('$0,30');
  });

  it('nunca muestra NaN para cualquier cantidad finita de centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        const text = formatCentavos(c);
        expect(text).toMatch(/^-?\$[\d.]+(,\d{2})?$/);
      }),
    );
  });
});

describe('fechas', () => {
  it('una fecha de calendario se muestra dd/mm/yyyy sin desplazarse de día', () => {
    expect(formatFechaCorta('2025-05-01')).toBe('01/05/2025');
  });

  it('la fecha larga en español lleva el mes en palabras y el año completo', () => {
    expect(formatFechaLarga('2025-05-01')).toBe('1 de mayo de 2025');
  });

  it('un instante se muestra en la hora de La Paz (UTC-4)', () => {
    expect(formatFechaHora('2026-11-24T03:30:00Z')).toBe('23/11/2026 23:30');
  });

  it('una fecha inválida se muestra como raya', () => {
    expect(formatFechaCorta('no-fecha')).toBe(SIN_VALOR);
  });
});
