import { TEXTOS_ACTAS, TEXTOS_AMBITO } from '@comando/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { VerificarScreen } from './verificar-screen.js';

const cochabamba = {
  ambito: { nivel: 'departamento', departamento: 'cochabamba' },
  ambitoNombre: 'Cochabamba',
  ambitoDepartamento: 'cochabamba',
} as const;
const elAlto = {
  ambito: { nivel: 'municipio', departamento: 'la-paz', municipio: 'El Alto' },
  ambitoNombre: 'El Alto (La Paz)',
  ambitoDepartamento: 'la-paz',
} as const;
const recinto = {
  ambito: { nivel: 'recinto', recinto: 'R-1' },
  ambitoNombre: 'Escuela Oruro (Oruro)',
  ambitoDepartamento: 'oruro',
} as const;

describe('el título de una pantalla del Día D nombra el terreno', () => {
  const titulo = (sesion = {}) => {
    renderConSesion(
      <MemoryRouter>
        <VerificarScreen />
      </MemoryRouter>,
      'lector',
      sesion,
    );
    return screen.getByRole('heading', { level: 1 }).textContent;
  };

  it('sin ámbito, el título de siempre', () => {
    expect(titulo()).toBe(TEXTOS_ACTAS.verificarTitulo);
  });

  it.each([
    ['departamento', cochabamba],
    ['municipio', elAlto],
    ['recinto', recinto],
  ])('con ámbito de %s, "Título — terreno"', (_, sesion) => {
    expect(titulo(sesion)).toBe(TEXTOS_AMBITO.titulo(TEXTOS_ACTAS.verificarTitulo, sesion.ambitoNombre));
  });
});
