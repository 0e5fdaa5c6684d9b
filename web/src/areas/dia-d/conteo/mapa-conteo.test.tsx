import { TEXTOS_MAPA as T, type Conteo } from '@comando/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { MapaConteo } from './mapa-conteo.js';
import { CLASE_FUERA, CLASE_SIN_DATOS, ESCALA_MAPA } from '../comun/index.js';

const partidos = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9', nuestro: false },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316', nuestro: false },
];

function depto(departamento: string, mesas: number, verificadas: number, alfa: number, beta: number) {
  const validos = alfa + beta;
  const votos = [
    { sigla: 'ALFA', votos: alfa, porcentaje: validos ? (alfa / validos) * 100 : 0 },
    { sigla: 'BETA', votos: beta, porcentaje: validos ? (beta / validos) * 100 : 0 },
  ];
  return {
    departamento,
    mesas,
    habilitados: mesas * 200,
    actasRecibidas: verificadas,
    actasVerificadas: verificadas,
    actasEnDisputa: 0,
    partidos: votos,
    partidosRecibidas: votos,
    blancos: 0,
    nulos: 0,
    participacion: 80,
  } satisfies Conteo['departamentos'][number];
}

/** The department's drawn shape (its fill is what the test reads). */
const forma = (el: HTMLElement) => el.querySelector('path');

describe('el mapa del conteo', () => {
  it('nombra y colorea cada departamento por sus actas verificadas, y por el partido que lidera', async () => {
    const alElegir = vi.fn();
    const datos = [depto('cochabamba', 100, 42, 60, 40), depto('la-paz', 10, 9, 10, 30)];
    const { user, rerender, client } = renderConSesion(
      <MapaConteo departamentos={datos} partidos={partidos} alElegir={alElegir} />,
    );
    const cocha = screen.getByRole('link', { name: T.nombreVerificadas('Cochabamba', '42%') });
    expect(forma(cocha)).toHaveClass(ESCALA_MAPA[2]);
    expect(forma(screen.getByRole('link', { name: T.nombreVerificadas('La Paz', '90%') }))).toHaveClass(
      ESCALA_MAPA[4],
    );
    const pando = screen.getByRole('img', { name: T.nombreSinMesas('Pando') });
    expect(forma(pando)).toHaveClass(CLASE_SIN_DATOS);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const leyenda = within(screen.getByRole('list'));
    expect(leyenda.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...T.tramos, T.sinDatos]);

    await user.click(cocha);
    expect(alElegir).toHaveBeenCalledWith('cochabamba');

    // New figures arrive (the live feed): the class follows.
    rerender(
      <QueryClientProvider client={client}>
        <MapaConteo
          departamentos={[depto('cochabamba', 100, 81, 60, 40), datos[1]!]}
          partidos={partidos}
          alElegir={alElegir}
        />
      </QueryClientProvider>,
    );
    expect(forma(screen.getByRole('link', { name: T.nombreVerificadas('Cochabamba', '81%') }))).toHaveClass(
      ESCALA_MAPA[4],
    );

    await user.click(screen.getByRole('button', { name: T.porPartido }));
    expect(screen.getByRole('button', { name: T.porPartido })).toHaveAttribute('aria-pressed', 'true');
    const alfa = screen.getByRole('link', { name: T.nombrePartido('Cochabamba', 'ALFA', '60%') });
    expect(forma(alfa)).toHaveStyle({ fill: '#0ea5e9' });
    const beta = screen.getByRole('link', { name: T.nombrePartido('La Paz', 'BETA', '75%') });
    expect(forma(beta)).toHaveStyle({ fill: '#f97316' });
    expect(leyenda.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      T.lidera('ALFA', 'Alianza Alfa'),
      T.lidera('BETA', 'Frente Beta'),
      T.sinDatos,
    ]);
  });

  it('con el teclado, Tab recorre cada departamento con cifras', async () => {
    const { user } = renderConSesion(
      <MapaConteo
        departamentos={[depto('beni', 5, 0, 0, 0), depto('tarija', 5, 5, 1, 0)]}
        partidos={partidos}
        alElegir={() => undefined}
      />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: T.nombreVerificadas('Beni', '0%') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: T.nombreVerificadas('Tarija', '100%') })).toHaveFocus();
  });

  it('a un jefe de Cochabamba le dibuja el resto en gris, fuera de su ámbito y sin enlace', () => {
    renderConSesion(
      <MapaConteo
        departamentos={[depto('cochabamba', 4, 1, 1, 0)]}
        partidos={partidos}
        alElegir={() => undefined}
      />,
      'editor',
      {
        ambito: { nivel: 'departamento', departamento: 'cochabamba' },
        ambitoNombre: 'Cochabamba',
        ambitoDepartamento: 'cochabamba',
      },
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: T.nombreVerificadas('Cochabamba', '25%') })).toBeInTheDocument();
    expect(forma(screen.getByRole('img', { name: T.nombreFuera('Santa Cruz') }))).toHaveClass(CLASE_FUERA);
    expect(screen.getByText(T.fuera)).toBeInTheDocument();
  });
});
