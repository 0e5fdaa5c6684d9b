import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderConSesion } from '../../test/con-sesion.js';
import { TextField } from './field.js';
import { InlineForm } from './inline-form.js';

const esquema = z.object({
  nota: z.string().trim().min(1, { error: 'La nota es requerida' }),
});

function Nota({
  onSubmit,
  row = false,
}: {
  onSubmit: (v: { nota: string }) => Promise<unknown>;
  row?: boolean;
}) {
  return (
    <InlineForm
      schema={esquema}
      defaultValues={{ nota: '' }}
      onSubmit={(v) => onSubmit(v)}
      onDone={(_, form) => form.reset({ nota: '' })}
      saveErrorText="Error al guardar la nota"
      errorClearsOnEdit
      submitLabel="Agregar nota"
      busyLabel="Guardando…"
      layout={row ? 'row' : 'page'}
    >
      {({ register, formState: { errors } }) => (
        <TextField label="Nota" error={errors.nota?.message} {...register('nota')} />
      )}
    </InlineForm>
  );
}

describe('InlineForm', () => {
  it('Enter envía; el botón muestra su estado ocupado y el campo se vacía al guardar', async () => {
    let resolver: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolver = r)));
    const { user } = renderConSesion(<Nota onSubmit={onSubmit} row />);
    await user.type(screen.getByLabelText('Nota'), 'Urna sellada{Enter}');
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ nota: 'Urna sellada' });
    resolver();
    await waitFor(() => expect(screen.getByLabelText('Nota')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Agregar nota' })).toBeEnabled();
    // No Cancelar when there is nothing to cancel.
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('valida con el esquema antes de enviar', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(<Nota onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByText('La nota es requerida')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('muestra el error con la razón del servidor, que se va al editar un campo', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('La mesa no existe')));
    const { user } = renderConSesion(<Nota onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nota'), 'Urna sellada');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Error al guardar la nota');
    expect(alerta).toHaveTextContent('La mesa no existe');
    expect(screen.getByLabelText('Nota')).toHaveValue('Urna sellada');
    await user.type(screen.getByLabelText('Nota'), '.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
