import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esFechaValida } from './dates.js';
import { leerFecha, leerHora, leerNumero, mostrarFecha, mostrarNumero } from './format.js';

describe('leerNumero / mostrarNumero (campos numéricos es-ES)', () => {
  it('lee los ejemplos del issue como los escribe una persona en España o Bolivia', () => {
    expect(leerNumero('1.000.000')).toBe(1_000_000);
    expect(leerNumero('27,36')).toBe(27.36);
    expect(leerNumero('-5,2')).toBe(-5.2);
    expect(leerNumero('486.639.245')).toBe(486_639_245);
    expect(leerNumero('1.234,5')).toBe(1234.5);
    expect(leerNumero(' 42 ')).toBe(42);
  });

  it('toma un punto suelto con otro que tres cifras como signo decimal', () => {
    expect(leerNumero('27.36')).toBe(27.36);
    expect(leerNumero('0.5')).toBe(0.5);
    expect(leerNumero('1.000')).toBe(1000);
  });

  it('vacío es undefined y lo que no es número es NaN', () => {
    expect(leerNumero('')).toBeUndefined();
    expect(leerNumero('   ')).toBeUndefined();
    for (const t of ['abc', '1,2,3', '12a', ',', '-', '1.00.0', '1e5', 'Infinity']) {
      expect(leerNumero(t), t).toBeNaN();
    }
  });

  it('muestra con agrupación y coma decimal', () => {
    expect(mostrarNumero(1_000_000)).toBe('1.000.000');
    expect(mostrarNumero(27.36)).toBe('27,36');
    expect(mostrarNumero(-5.2)).toBe('-5,2');
    expect(mostrarNumero(undefined)).toBe('');
    expect(mostrarNumero(Number.NaN)).toBe('');
  });

  it('ida y vuelta: leer lo mostrado da el mismo número (enteros)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(leerNumero(mostrarNumero(n))).toBe(n);
      }),
    );
  });

  it('ida y vuelta: leer lo mostrado da el mismo número (hasta cuatro decimales)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const x = n / 10 ** d;
        expect(leerNumero(mostrarNumero(x))).toBe(x);
      }),
    );
  });

  it('lo mostrado nunca lleva punto decimal ni notación científica', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(mostrarNumero(x)).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d+)?$/);
      }),
    );
  });
});

describe('leerFecha / mostrarFecha (dd/mm/aaaa en pantalla, yyyy-mm-dd en la red)', () => {
  it('convierte dd/mm/aaaa y d/m/aaaa, y deja pasar yyyy-mm-dd', () => {
    expect(leerFecha('05/11/2026')).toBe('2026-11-05');
    expect(leerFecha('5/1/2026')).toBe('2026-01-05');
    expect(leerFecha('2026-11-05')).toBe('2026-11-05');
    expect(leerFecha('hola')).toBe('hola');
    expect(mostrarFecha('2026-11-05')).toBe('05/11/2026');
    expect(mostrarFecha('')).toBe('');
  });

  it('ida y vuelta para toda fecha válida', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(esFechaValida(leerFecha(mostrarFecha(iso)))).toBe(true);
          expect(leerFecha(mostrarFecha(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('leerHora (24 horas)', () => {
  it('completa la hora y acepta punto o h como separador', () => {
    expect(leerHora('9:05')).toBe('09:05');
    expect(leerHora('21.30')).toBe('21:30');
    expect(leerHora('21h30')).toBe('21:30');
    expect(leerHora('23:59')).toBe('23:59');
    expect(leerHora('9pm')).toBe('9pm');
  });
});
