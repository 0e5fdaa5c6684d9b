import { TEXTOS_COMPARACION as T, type MesaComparada } from '@comando/contract';
import { describe, expect, it } from 'vitest';
import { conSigno, filasFiguras } from './comparacion-vista.js';

const base: MesaComparada = {
  codigo: 'M2',
  numero: 2,
  recinto: 'Colegio Bolivia',
  municipio: 'El Alto',
  departamento: 'la-paz',
  clase: 'diferente',
  nuestras: { votos: { MAS: 80, CC: 40 }, blancos: 4, nulos: 6 },
  oficiales: { votos: { MAS: 90, CC: 30 }, blancos: 4, nulos: 8 },
  diferencia: { votos: { MAS: 10, CC: -10 }, blancos: 0, nulos: 2 },
  efecto: -10,
  fotoUrl: '/api/dia-d/actas/a/foto',
};

describe('comparación: lo que se muestra de una mesa', () => {
  it('escribe la diferencia con su signo y separador de miles', () => {
    expect(conSigno(1234)).toBe('+1.234');
    expect(conSigno(-10)).toBe('−10');
    expect(conSigno(0)).toBe('0');
  });

  it('pone las cifras de cada partido, blancos y nulos lado a lado con la diferencia oficial − nuestra', () => {
    expect(filasFiguras(base, ['MAS', 'CC', 'FPV'])).toEqual([
      { etiqueta: 'MAS', nuestras: 80, oficiales: 90, diferencia: 10 },
      { etiqueta: 'CC', nuestras: 40, oficiales: 30, diferencia: -10 },
      { etiqueta: 'FPV', nuestras: 0, oficiales: 0, diferencia: 0 },
      { etiqueta: T.blancos, nuestras: 4, oficiales: 4, diferencia: 0 },
      { etiqueta: T.nulos, nuestras: 6, oficiales: 8, diferencia: 2 },
    ]);
  });

  it('sin cifras oficiales deja la columna oficial y la diferencia vacías', () => {
    const soloNuestra = { ...base, clase: 'solo-nuestra' as const, oficiales: null, diferencia: null };
    expect(filasFiguras(soloNuestra, ['MAS'])[0]).toEqual({
      etiqueta: 'MAS',
      nuestras: 80,
      oficiales: null,
      diferencia: null,
    });
  });
});
