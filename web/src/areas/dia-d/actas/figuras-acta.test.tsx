import { figurasActa, TEXTOS_ACTAS as T, TEXTOS_VISOR_FOTO as V, type FigurasActa } from '@comando/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFormulario } from '../../../ui/index.js';
import { FigurasFields, figurasVacias, type Figuras } from './figuras-acta.js';

const partidos = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#0ea5e9', nuestro: false },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97316', nuestro: false },
];

function Formulario({ alEnviar }: { alEnviar: () => void }) {
  const form = useFormulario<Figuras, FigurasActa>(figurasActa, figurasVacias(partidos));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        alEnviar();
      }}
    >
      <FigurasFields form={form} partidos={partidos} habilitados={100} />
      <button type="submit">{T.guardarTranscripcion}</button>
    </form>
  );
}

describe('cifras del acta con el teclado', () => {
  it('Enter pasa a la cifra siguiente y de la última al botón, sin enviar; la suma se ve al escribir', async () => {
    const alEnviar = vi.fn();
    const user = userEvent.setup();
    render(<Formulario alEnviar={alEnviar} />);
    expect(screen.getByText(V.suma('0', '100'))).toBeInTheDocument();
    await user.click(screen.getByLabelText('ALFA — Alianza Alfa'));
    await user.keyboard('60{Enter}');
    expect(screen.getByLabelText('BETA — Frente Beta')).toHaveFocus();
    await user.keyboard('30{Enter}5{Enter}');
    expect(screen.getByLabelText(T.nulos)).toHaveFocus();
    await user.keyboard('10');
    expect(screen.getByText(`${V.suma('105', '100')} — ${V.sumaExcede}`)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: T.guardarTranscripcion })).toHaveFocus();
    expect(alEnviar).not.toHaveBeenCalled();
  });
});
