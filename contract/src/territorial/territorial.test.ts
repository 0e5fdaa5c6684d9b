import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchoBarraRegion,
  colorAsistenciaEvento,
  colorRangoRegion,
  defensorNuevo,
  eventoTerritorialNuevo,
  formatProgresoRegion,
  MENSAJES_TERRITORIAL,
  metaPromocionNueva,
  ordenarEventosTerritoriales,
  rankingRegiones,
  progresoTerritorial,
  REGIONES_TERRITORIALES,
  registroPromovidos,
  TEXTOS_TERRITORIAL,
} from '../index.js';

describe('regiones', () => {
  it('son las nueve del spec con sus ubicaciones y nombres con tilde', () => {
    expect(REGIONES_TERRITORIALES.map((r) => `${r.id}|${r.name}|${r.location}`)).toEqual([
      'pando|Pando|Norte',
      'beni|Beni|Norte-Centro',
      'la-paz|La Paz|Oeste',
      'oruro|Oruro|Oeste-Centro',
      'cochabamba|Cochabamba|Centro',
      'potosi|Potosí|Suroeste',
      'chuquisaca|Chuquisaca|Sur-Centro',
      'tarija|Tarija|Sur',
      'santa-cruz|Santa Cruz|Este',
    ]);
  });
});

describe('ranking por progreso', () => {
  it('ordena de mayor a menor y conserva el orden en empates', () => {
    const items = [
      { id: 'a', v: 10 },
      { id: 'b', v: 50 },
      { id: 'c', v: 10 },
      { id: 'd', v: 50 },
      { id: 'e', v: 0 },
    ];
    expect(rankingRegiones(items, (x) => x.v).map((x) => x.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('es una permutación ordenada y estable para cualquier lista', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), (values) => {
        const items = values.map((v, i) => ({ v, i }));
        const sorted = rankingRegiones(items, (x) => x.v);
        expect(sorted).toHaveLength(items.length);
        for (let k = 1; k < sorted.length; k++) {
          const prev = sorted[k - 1]!;
          const cur = sorted[k]!;
          expect(prev.v > cur.v || (prev.v === cur.v && prev.i < cur.i)).toBe(true);
        }
      }),
    );
  });

  it('da oro, plata y bronce a los tres primeros y nada al resto', () => {
    expect([0, 1, 2, 3, 8].map((i) => colorRangoRegion(i, 50))).toEqual([
      'oro',
      'plata',
      'bronce',
      null,
      null,
    ]);
    // No medal without progress, whatever the position.
    expect([0, 1, 2].map((i) => colorRangoRegion(i, 0))).toEqual([null, null, null]);
    expect(colorRangoRegion(0, Number.NaN)).toBeNull();
  });
});

describe('color de asistencia', () => {
  it('aplica los umbrales 70 y 90', () => {
    expect(colorAsistenciaEvento(69.9)).toBe('rosa');
    expect(colorAsistenciaEvento(70)).toBe('primario');
    expect(colorAsistenciaEvento(89.9)).toBe('primario');
    expect(colorAsistenciaEvento(90)).toBe('teal');
    expect(colorAsistenciaEvento(0)).toBe('rosa');
    expect(colorAsistenciaEvento(150)).toBe('teal');
  });
});

describe('progreso y barras', () => {
  it('limita las barras a 100% y nunca por debajo de 0', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (pct) => {
        const w = anchoBarraRegion(pct);
        expect(w).toBeGreaterThanOrEqual(0);
        expect(w).toBeLessThanOrEqual(100);
        if (pct >= 0 && pct <= 100) expect(w === pct).toBe(true);
      }),
    );
    expect(anchoBarraRegion(250)).toBe(100);
    expect(anchoBarraRegion(Number.NaN)).toBe(0);
  });

  it('calcula el progreso y lo muestra con un decimal', () => {
    expect(progresoTerritorial(3, 1000)).toBeCloseTo(0.3);
    expect(progresoTerritorial(5, 0)).toBe(0);
    expect(formatProgresoRegion(progresoTerritorial(1, 3))).toBe('33,3%');
    expect(formatProgresoRegion(progresoTerritorial(1500, 1000))).toBe('150,0%');
  });

  it('ordena los eventos por fecha, el más reciente primero', () => {
    const e = [
      { id: '1', date: '2025-03-01' },
      { id: '2', date: '2025-04-10' },
      { id: '3', date: '2025-03-01' },
    ];
    expect(ordenarEventosTerritoriales(e).map((x) => x.id)).toEqual(['2', '1', '3']);
  });

  it('escribe N de M personas promovidas', () => {
    expect(TEXTOS_TERRITORIAL.personasPromovidas(7, 500)).toBe('7 de 500 personas promovidas');
  });
});

describe('reglas de validación', () => {
  it('la casilla es opcional y admite como mucho 11 caracteres', () => {
    const base = { name: 'Ana', phone: '70000000', email: 'ana@example.com' };
    expect(defensorNuevo.parse({ ...base, pollingStation: '' }).pollingStation).toBeUndefined();
    expect(defensorNuevo.parse({ ...base, pollingStation: 'C-12345678A' }).pollingStation).toBe(
      'C-12345678A',
    );
    const r = defensorNuevo.safeParse({ ...base, pollingStation: 'C-123456789A' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENSAJES_TERRITORIAL.casillaMax);
  });

  it('los asistentes son enteros: esperados ≥ 1, reales ≥ 0', () => {
    const base = { title: 'Mitin', date: '2025-03-01', expectedAttendees: 1, actualAttendees: 0 };
    expect(eventoTerritorialNuevo.safeParse(base).success).toBe(true);
    expect(
      eventoTerritorialNuevo.safeParse({ ...base, expectedAttendees: 0 }).error?.issues[0]?.message,
    ).toBe(MENSAJES_TERRITORIAL.esperadosMin);
    expect(eventoTerritorialNuevo.safeParse({ ...base, actualAttendees: -1 }).error?.issues[0]?.message).toBe(
      MENSAJES_TERRITORIAL.realesMin,
    );
    expect(eventoTerritorialNuevo.safeParse({ ...base, actualAttendees: 1.5 }).success).toBe(false);
  });

  it('la meta de promovidos se fuerza a al menos 1', () => {
    expect(metaPromocionNueva.parse({ targetPromoters: 0 }).targetPromoters).toBe(1);
    expect(metaPromocionNueva.parse({ targetPromoters: -5 }).targetPromoters).toBe(1);
    expect(metaPromocionNueva.parse({ targetPromoters: 800 }).targetPromoters).toBe(800);
    expect(metaPromocionNueva.safeParse({ targetPromoters: '800' }).success).toBe(false);
    expect(metaPromocionNueva.safeParse({ targetPromoters: '' }).success).toBe(false);
  });

  it('registrar exige un entero de al menos 1', () => {
    for (const quantity of [0, -3, 2.5, '']) {
      expect(registroPromovidos.safeParse({ quantity }).error?.issues[0]?.message).toBe(
        MENSAJES_TERRITORIAL.cantidadMin,
      );
    }
    expect(registroPromovidos.parse({ quantity: 4 }).quantity).toBe(4);
    expect(registroPromovidos.safeParse({ quantity: '4' }).success).toBe(false);
  });
});
