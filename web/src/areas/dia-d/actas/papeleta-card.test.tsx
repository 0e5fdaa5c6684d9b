import { MENSAJES_ACTAS as M, TEXTOS_ACTAS as T, type Partido } from '@comando/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { EditarPapeletaButton } from './papeleta-card.js';

const partidos: Partido[] = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9', nuestro: true },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316', nuestro: false },
];

describe('papeleta: el partido nuestro', () => {
  it('cada fila tiene su casilla «Nuestro», marcada en el partido de la campaña', async () => {
    const { user } = renderConSesion(<EditarPapeletaButton partidos={partidos} />);
    await user.click(screen.getByRole('button', { name: T.editarPapeleta }));
    const dialogo = screen.getByRole('dialog');
    const casillas = within(dialogo).getAllByRole('checkbox', { name: T.nuestro });
    expect(casillas.map((c) => (c as HTMLInputElement).checked)).toEqual([true, false]);
  });

  it('dos partidos marcados como nuestros no se guardan: el mensaje lo dice', async () => {
    const { user } = renderConSesion(<EditarPapeletaButton partidos={partidos} />);
    await user.click(screen.getByRole('button', { name: T.editarPapeleta }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getAllByRole('checkbox', { name: T.nuestro })[1]!);
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText(M.unSoloNuestro)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
