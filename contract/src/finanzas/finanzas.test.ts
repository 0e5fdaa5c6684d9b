import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aCentavos,
  centavosDecimal,
  formatCentavos,
  ingresoNuevo,
  ingresosCsv,
  maximoEje,
  MENSAJES_FINANZAS,
  metaNueva,
  MONTO_MAXIMO_CENTAVOS,
  resumenFinanzas,
  serieAcumulada,
  type Ingreso,
} from '../index.js';

const entrada = (id: string, date: string, amountCents: number, title = 't', concept = 'c'): Ingreso => ({
  id,
  title,
  concept,
  amountCents,
  date,
});

describe('aCentavos', () => {
  it('convierte decimales con coma o punto a centavos exactos', () => {
    expect(aCentavos('0,10')).toBe(10);
    expect(aCentavos('0.2')).toBe(20);
    expect(aCentavos(1250.5)).toBe(125050);
    expect(aCentavos(' 7 ')).toBe(700);
  });

  it('rechaza cero, negativos, más de dos decimales y textos', () => {
    for (const v of ['0', '0,00', '-5', '1,234', '1.000,50', 'abc', '', 'Infinity', Number.NaN, null]) {
      expect(aCentavos(v)).toBeNull();
    }
  });

  it('ida y vuelta exacta para todo importe entre 0,01 y el máximo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONTO_MAXIMO_CENTAVOS }), (cents) => {
        expect(aCentavos(centavosDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('esquemas de finanzas', () => {
  it('un ingreso válido da su monto en centavos', () => {
    const r = ingresoNuevo.parse({ title: ' Cena ', concept: 'Donación', amount: 0.3 });
    expect(r).toEqual({ title: 'Cena', concept: 'Donación', amount: 30 });
  });

  it('mensajes de monto requerido, inválido y máximo', () => {
    const msgDe = (amount: unknown) =>
      ingresoNuevo.safeParse({ title: 'a', concept: 'b', amount }).error?.issues[0]?.message;
    expect(msgDe('')).toBe(MENSAJES_FINANZAS.montoRequerido);
    expect(msgDe(undefined)).toBe(MENSAJES_FINANZAS.montoRequerido);
    expect(msgDe(0)).toBe(MENSAJES_FINANZAS.montoInvalido);
    expect(msgDe(1.005)).toBe(MENSAJES_FINANZAS.montoInvalido);
    expect(msgDe('10')).toBe(MENSAJES_FINANZAS.montoInvalido);
    expect(msgDe(1000000000.01)).toBe(MENSAJES_FINANZAS.montoMaximo);
    expect(msgDe(1000000000)).toBeUndefined();
  });

  it('la meta vacía no se guarda', () => {
    expect(metaNueva.safeParse({ target: '  ' }).error?.issues[0]?.message).toBe(
      MENSAJES_FINANZAS.metaRequerida,
    );
  });
});

describe('resumen y gráfico', () => {
  it('0,10 + 0,20 acumula exactamente $0,30', () => {
    const r = resumenFinanzas({
      targetCents: 100,
      entries: [entrada('a', '2026-01-01T00:00:00Z', 10), entrada('b', '2026-01-02T00:00:00Z', 20)],
    });
    expect(formatCentavos(r.acumuladoCentavos)).toBe('$0,30');
    expect(r.restanteCentavos).toBe(70);
    expect(r.progreso).toBe(30);
  });

  it('sin meta, restante y progreso quedan vacíos; pasada la meta, restante es 0', () => {
    expect(resumenFinanzas({ targetCents: null, entries: [] })).toEqual({
      metaCentavos: null,
      acumuladoCentavos: 0,
      restanteCentavos: null,
      progreso: null,
    });
    expect(
      resumenFinanzas({ targetCents: 10, entries: [entrada('a', '2026-01-01T00:00:00Z', 50)] })
        .restanteCentavos,
    ).toBe(0);
  });

  it('la serie acumula del más antiguo al más reciente', () => {
    const serie = serieAcumulada([
      entrada('c', '2026-01-03T00:00:00Z', 5),
      entrada('a', '2026-01-01T00:00:00Z', 1),
      entrada('b', '2026-01-02T00:00:00Z', 2),
    ]);
    expect(serie.map((p) => p.acumuladoCentavos)).toEqual([1, 3, 8]);
  });

  it('el eje llega a 1,1 veces el mayor de meta y acumulado', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(1e9)), fc.nat(1e9), (meta, acum) => {
        expect(maximoEje(meta, acum)).toBeCloseTo(1.1 * Math.max(meta ?? 0, acum));
      }),
    );
    expect(maximoEje(1000, 500)).toBeCloseTo(1100);
    expect(maximoEje(null, 500)).toBeCloseTo(550);
  });
});

describe('ingresosCsv', () => {
  it('lleva BOM, separador ; y decimales con coma; neutraliza fórmulas y comillas', () => {
    const csv = ingresosCsv([
      entrada('a', '2026-11-23T15:00:00Z', 123450, 'Cena; "gala"', '=HYPERLINK("x")'),
    ]);
    expect(csv.startsWith('\uFEFFFecha;Título;Concepto;Monto\r\n')).toBe(true);
    expect(csv).toContain('23/11/2026 11:00;"Cena; ""gala""";"\'=HYPERLINK(""x"")";1234,50\r\n');
  });
});
