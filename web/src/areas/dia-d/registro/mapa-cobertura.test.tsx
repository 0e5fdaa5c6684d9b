import { TEXTOS_MAPA as T, type CoberturaFila } from '@comando/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { ESCALA_MAPA } from '../comun/index.js';
import { MapaCobertura } from './mapa-cobertura.js';

/** The department's drawn shape (its fill is what the test reads). */
const forma = (el: HTMLElement) => el.querySelector('path');

describe('el mapa de las mesas', () => {
  it('colorea por mesas con delegado y, al cambiar, por delegados presentes', async () => {
    const filas: CoberturaFila[] = [
      { id: 'oruro', nombre: 'Oruro', mesas: 10, conDelegado: 7, presentes: 1 },
      { id: 'pando', nombre: 'Pando', mesas: 0, conDelegado: 0, presentes: 0 },
    ];
    const alElegir = vi.fn();
    const { user } = renderConSesion(
      <MapaCobertura departamentos={filas} propio={null} alElegir={alElegir} />,
    );
    const oruro = screen.getByRole('link', { name: T.nombreCobertura('Oruro', '70%') });
    expect(forma(oruro)).toHaveClass(ESCALA_MAPA[3]);
    expect(screen.getByRole('img', { name: T.nombreSinMesas('Pando') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.porPresencia }));
    const presentes = screen.getByRole('link', { name: T.nombrePresencia('Oruro', '10%') });
    expect(forma(presentes)).toHaveClass(ESCALA_MAPA[0]);
    await user.click(presentes);
    expect(alElegir).toHaveBeenCalledWith('oruro');
  });
});
