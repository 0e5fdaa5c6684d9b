import { describe, expect, it } from 'vitest';
import type { MesaConCifras } from './cifras-queries.js';
import { estimarTransferencia, resolver } from './transferencia.js';

const mesa = (codigo: string, votos: Record<string, number>): MesaConCifras => ({
  codigo,
  numero: 1,
  recinto: 'R',
  recintoNombre: 'R',
  municipio: 'M',
  departamento: 'la-paz',
  habilitados: 1000,
  actaId: codigo,
  estado: 'verificada',
  blancos: 0,
  nulos: 0,
  votos,
});

const A = [
  { sigla: 'A', nombre: 'A' },
  { sigla: 'B', nombre: 'B' },
  { sigla: 'C', nombre: 'C' },
  { sigla: 'D', nombre: 'D' },
];
const B = A.slice(0, 2);

describe('adónde fueron los votos de los eliminados', () => {
  it('resuelve un sistema lineal y reconoce uno singular', () => {
    expect(
      resolver(
        [
          [2, 1],
          [1, 3],
        ],
        [3, 5],
      )!.map((x) => Math.round(x * 1e9) / 1e9),
    ).toEqual([0.8, 1.4]);
    expect(
      resolver(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toBeUndefined();
  });

  it('recupera la transferencia con que se hicieron las cifras, y el resto que no votó', () => {
    const pares = [
      [100, 80, 20, 40],
      [50, 120, 60, 8],
      [90, 30, 10, 24],
      [40, 40, 45, 36],
      [70, 65, 5, 12],
    ].map(([a, b, c, d], i) => ({
      a: mesa(`M${i}`, { A: a!, B: b!, C: c!, D: d! }),
      // C: 60 % to A, 20 % to B (20 % stayed home); D: 25 % and 50 %.
      b: mesa(`M${i}`, { A: a! + 0.6 * c! + 0.25 * d!, B: b! + 0.2 * c! + 0.5 * d! }),
    }));
    const t = estimarTransferencia(pares, A, B)!;
    expect(t.mesas).toBe(5);
    const [c, d] = t.filas;
    expect(c).toMatchObject({ sigla: 'C', votos: 140 });
    expect(c!.hacia.A).toBeCloseTo(0.6, 9);
    expect(c!.hacia.B).toBeCloseTo(0.2, 9);
    expect(c!.resto).toBeCloseTo(0.2, 9);
    expect(d!.hacia.A).toBeCloseTo(0.25, 9);
    expect(d!.hacia.B).toBeCloseTo(0.5, 9);
    expect(d!.resto).toBeCloseTo(0.25, 9);
  });

  it('no estima sin eliminados, con pocas mesas, ni con eliminados que se mueven juntos', () => {
    const par = (i: number, c: number, d: number) => ({
      a: mesa(`M${i}`, { A: 10, B: 10, C: c, D: d }),
      b: mesa(`M${i}`, { A: 15, B: 15 }),
    });
    expect(estimarTransferencia([par(1, 5, 5)], A, A)).toBeUndefined();
    expect(
      estimarTransferencia([par(1, 5, 6), par(2, 7, 3), par(3, 1, 9), par(4, 4, 4)], A, B),
    ).toBeUndefined();
    expect(
      estimarTransferencia(
        [1, 2, 3, 4, 5, 6].map((i) => par(i, i, 2 * i)),
        A,
        B,
      ),
    ).toBeUndefined();
  });
});
