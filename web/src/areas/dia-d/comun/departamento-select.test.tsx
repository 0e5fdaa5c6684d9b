import { REGIONES_TERRITORIALES, TEXTOS_DIA_D } from '@comando/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { DepartamentoSelect } from './departamento-select.js';

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

const opciones = () =>
  within(screen.getByRole('combobox', { name: TEXTOS_DIA_D.departamento }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('el selector de departamento del Día D y el ámbito', () => {
  it('a un usuario nacional le ofrece todos y los nueve departamentos', () => {
    renderConSesion(<DepartamentoSelect value="" onChange={() => undefined} />);
    expect(opciones()).toEqual([TEXTOS_DIA_D.todos, ...REGIONES_TERRITORIALES.map((r) => r.name)]);
    expect(screen.getByRole('combobox', { name: TEXTOS_DIA_D.departamento })).toBeEnabled();
  });

  it.each([
    ['departamento', cochabamba, 'Cochabamba'],
    ['municipio', elAlto, 'La Paz'],
    ['recinto', recinto, 'Oruro'],
  ])('a un ámbito de %s solo le ofrece su departamento, fijo', (_, sesion, nombre) => {
    renderConSesion(<DepartamentoSelect value="" onChange={() => undefined} />, 'editor', sesion);
    expect(opciones()).toEqual([nombre]);
    expect(screen.getByRole('combobox', { name: TEXTOS_DIA_D.departamento })).toBeDisabled();
  });
});
