import { TEXTOS_AMBITO, TITULOS_PANTALLA } from '@comando/contract';
import { describe, expect, it } from 'vitest';
import { terrenoDe, tituloTerritorial } from './ambito.js';

describe('el terreno de la sesión', () => {
  it('un usuario nacional no tiene terreno', () => {
    expect(
      terrenoDe({ ambito: { nivel: 'nacional' }, ambitoNombre: '', ambitoDepartamento: null }),
    ).toBeNull();
  });

  it('un recinto toma su departamento del registro', () => {
    expect(
      terrenoDe({
        ambito: { nivel: 'recinto', recinto: 'R-1' },
        ambitoNombre: 'Escuela (Oruro)',
        ambitoDepartamento: 'oruro',
      }),
    ).toEqual({
      nivel: 'recinto',
      departamento: 'oruro',
      municipio: null,
      recinto: 'R-1',
      nombre: 'Escuela (Oruro)',
    });
  });

  it('Territorial de un municipio se titula con su departamento, la región que lee', () => {
    const t = terrenoDe({
      ambito: { nivel: 'municipio', departamento: 'la-paz', municipio: 'El Alto' },
      ambitoNombre: 'El Alto (La Paz)',
      ambitoDepartamento: 'la-paz',
    });
    expect(tituloTerritorial(TITULOS_PANTALLA.territorial, t)).toBe(
      TEXTOS_AMBITO.titulo(TITULOS_PANTALLA.territorial, 'La Paz'),
    );
    expect(tituloTerritorial(TITULOS_PANTALLA.territorial, null)).toBe(TITULOS_PANTALLA.territorial);
  });
});
