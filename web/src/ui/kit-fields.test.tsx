import { TEXTOS_COMUNES, TEXTOS_FORMULARIO } from '@comando/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderConSesion } from '../../test/con-sesion.js';
import { Button } from './button.js';
import { CardTarget, ClickableCard, aboveCardTarget } from './clickable-card.js';
import { ConfirmDelete } from './confirm-delete.js';
import { DateField, TimeField } from './date-field.js';
import { FormDialog } from './form-dialog.js';
import { NumberField } from './number-field.js';

const esquema = z.object({
  variacion: z.number({ error: 'La variación es requerida' }).min(-100).max(100),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha no es válida' }),
  hora: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'La hora no es válida (HH:MM)' }),
});

function Campos({ onSubmit }: { onSubmit: (v: z.output<typeof esquema>) => Promise<unknown> }) {
  return (
    <FormDialog
      trigger={<Button>Editar</Button>}
      title="Editar"
      schema={esquema}
      defaultValues={{ variacion: -5.2, fecha: '2026-11-05', hora: '09:30' }}
      onSubmit={onSubmit}
      saveErrorText="Error al guardar"
    >
      {({ control }) => (
        <>
          <NumberField control={control} name="variacion" label="Variación" min={-100} max={100} step={0.5} />
          <DateField control={control} name="fecha" label="Fecha" />
          <TimeField control={control} name="hora" label="Hora" />
        </>
      )}
    </FormDialog>
  );
}

describe('NumberField, DateField y TimeField', () => {
  it('muestran es-ES y dd/mm/aaaa, y envían número y yyyy-mm-dd / HH:MM', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(<Campos onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Variación')).toHaveValue('-5,2');
    expect(screen.getByLabelText('Fecha')).toHaveValue('05/11/2026');
    expect(screen.getByLabelText('Fecha')).toHaveAttribute('placeholder', TEXTOS_FORMULARIO.formatoFecha);
    expect(screen.getByLabelText('Hora')).toHaveValue('09:30');

    await user.clear(screen.getByLabelText('Fecha'));
    await user.type(screen.getByLabelText('Fecha'), '6/12/2026');
    await user.clear(screen.getByLabelText('Hora'));
    await user.type(screen.getByLabelText('Hora'), '21.05');
    await user.tab();
    expect(screen.getByLabelText('Fecha')).toHaveValue('06/12/2026');
    expect(screen.getByLabelText('Hora')).toHaveValue('21:05');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ variacion: -5.2, fecha: '2026-12-06', hora: '21:05' }),
    );
  });

  it('↑ y ↓ mueven el número según el paso y dentro de los límites', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(<Campos onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const campo = screen.getByLabelText('Variación');
    await user.click(campo);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(campo).toHaveValue('-4,2');
    await user.clear(campo);
    await user.type(campo, '99,8');
    await user.keyboard('{ArrowUp}');
    expect(campo).toHaveValue('100');
  });

  it('un campo vaciado o ilegible da el mensaje del esquema, no el valor anterior', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(<Campos onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Variación'));
    await user.clear(screen.getByLabelText('Fecha'));
    await user.type(screen.getByLabelText('Fecha'), '31/02');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    expect(await screen.findByText('La variación es requerida')).toBeInTheDocument();
    expect(screen.getByText('La fecha no es válida')).toBeInTheDocument();
    expect(screen.getByLabelText('Variación')).toHaveValue('');
    await user.type(screen.getByLabelText('Variación'), 'abc');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    expect(await screen.findByText('La variación es requerida')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ConfirmDelete', () => {
  it('pregunta antes, muestra el error del servidor y devuelve el foco al cancelar', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('No se encontró el aviso')));
    const { user } = renderConSesion(
      <ConfirmDelete label="Eliminar aviso 1" errorText="Error al eliminar el aviso" onConfirm={onConfirm} />,
    );
    const icono = screen.getByRole('button', { name: 'Eliminar aviso 1' });
    expect(icono.className).toMatch(/\bh-8\b/);
    expect(icono.className).toMatch(/\bw-8\b/);
    await user.click(icono);
    expect(screen.getByRole('dialog', { name: 'Eliminar aviso 1' })).toHaveTextContent(
      TEXTOS_COMUNES.confirmarEliminacion,
    );
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.eliminar }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Error al eliminar el aviso');
    expect(alerta).toHaveTextContent('No se encontró el aviso');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.cancelar }));
    await waitFor(() => expect(icono).toHaveFocus());
  });

  it('borra al confirmar y cierra', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(
      <ConfirmDelete label="Eliminar aviso 1" errorText="Error" onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar aviso 1' }));
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.eliminar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('los lectores no ven el botón de eliminar', () => {
    renderConSesion(
      <ConfirmDelete label="Eliminar aviso 1" errorText="Error" onConfirm={vi.fn()} />,
      'lector',
    );
    expect(screen.queryByRole('button', { name: 'Eliminar aviso 1' })).not.toBeInTheDocument();
  });
});

describe('ClickableCard', () => {
  function Tarjeta({ onInterno }: { onInterno: () => void }) {
    const [abierta, setAbierta] = useState(0);
    return (
      <ClickableCard aria-label="Tarjeta">
        <h3>
          <CardTarget onClick={() => setAbierta((n) => n + 1)}>Debate</CardTarget>
        </h3>
        <p>Aperturas: {abierta}</p>
        <button type="button" className={aboveCardTarget} onClick={onInterno}>
          Interno
        </button>
      </ClickableCard>
    );
  }

  it('un solo botón con el nombre de la tarjeta la abre; los controles internos siguen siendo suyos', async () => {
    const onInterno = vi.fn();
    const { user } = renderConSesion(<Tarjeta onInterno={onInterno} />);
    const objetivo = screen.getByRole('button', { name: 'Debate' });
    // The stretched pseudo-element covers the card (real clicks are checked in e2e).
    expect(objetivo.className).toContain('after:absolute');
    expect(objetivo.className).toContain('after:inset-0');
    await user.click(objetivo);
    expect(screen.getByText('Aperturas: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Interno' }));
    expect(onInterno).toHaveBeenCalledOnce();
    expect(screen.getByText('Aperturas: 1')).toBeInTheDocument();
  });
});
