import { TEXTOS_COMUNES } from '@comando/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderConSesion } from '../../test/con-sesion.js';
import { Button } from './button.js';
import { TextField } from './field.js';
import { FormDialog } from './form-dialog.js';
import { NumberField } from './number-field.js';

const esquema = z.object({
  nombre: z.string().trim().min(8, { error: 'El nombre debe tener al menos 8 caracteres' }),
  meta: z.number({ error: 'La meta es requerida' }).min(0, { error: 'La meta no puede ser negativa' }),
});

function Dialogo({ onSubmit }: { onSubmit: (v: z.output<typeof esquema>) => Promise<unknown> }) {
  return (
    <FormDialog
      trigger={<Button>Nuevo elemento</Button>}
      title="Nuevo elemento"
      schema={esquema}
      defaultValues={{ nombre: '', meta: 27.36 }}
      onSubmit={onSubmit}
      saveErrorText="Error al guardar el elemento"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField label="Nombre" error={errors.nombre?.message} {...register('nombre')} />
          <NumberField control={control} name="meta" label="Meta" />
        </>
      )}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('los lectores no ven el botón que lo abre', () => {
    renderConSesion(<Dialogo onSubmit={vi.fn()} />, 'lector');
    expect(screen.queryByRole('button', { name: 'Nuevo elemento' })).not.toBeInTheDocument();
  });

  it('el error de un campo se borra al editarlo y vuelve solo con el siguiente envío', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderConSesion(<Dialogo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Nuevo elemento' }));
    const nombre = screen.getByLabelText('Nombre');
    await user.type(nombre, 'corto');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    expect(await screen.findByText('El nombre debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');

    await user.type(nombre, 'x');
    expect(screen.queryByText('El nombre debe tener al menos 8 caracteres')).not.toBeInTheDocument();
    expect(nombre).not.toHaveAttribute('aria-invalid');
    // Still too short, but no live re-validation while typing.
    await user.type(nombre, 'y');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    expect(await screen.findByText('El nombre debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('envía números JSON, muestra el estado ocupado y cierra al guardar', async () => {
    let resolver: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolver = r)));
    const { user } = renderConSesion(<Dialogo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Nuevo elemento' }));
    expect(screen.getByLabelText('Meta')).toHaveValue('27,36');
    await user.type(screen.getByLabelText('Nombre'), 'Elemento largo');
    await user.clear(screen.getByLabelText('Meta'));
    await user.type(screen.getByLabelText('Meta'), '1.000.000');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));

    const ocupado = await screen.findByRole('button', { name: TEXTOS_COMUNES.guardando });
    expect(ocupado).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXTOS_COMUNES.cancelar })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Elemento largo', meta: 1_000_000 });
    // Esc does not close it while saving.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    resolver();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Nuevo elemento' })).toHaveFocus();
  });

  it('muestra el texto del error y la razón del servidor, y no cierra', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('La meta supera el máximo permitido')));
    const { user } = renderConSesion(<Dialogo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Nuevo elemento' }));
    await user.type(screen.getByLabelText('Nombre'), 'Elemento largo');
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Error al guardar el elemento');
    expect(alerta).toHaveTextContent('La meta supera el máximo permitido');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar })).toBeEnabled();
  });

  it.each([
    ['Esc', 'esc'],
    ['Cancelar', 'cancelar'],
    ['×', 'cerrar'],
  ])('al cerrar con %s descarta lo escrito y devuelve el foco al botón', async (_nombre, como) => {
    const { user } = renderConSesion(<Dialogo onSubmit={vi.fn()} />);
    const abrir = screen.getByRole('button', { name: 'Nuevo elemento' });
    await user.click(abrir);
    await user.type(screen.getByLabelText('Nombre'), 'borrador');
    if (como === 'esc') await user.keyboard('{Escape}');
    if (como === 'cancelar') await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.cancelar }));
    if (como === 'cerrar') await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.cerrar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());

    await user.click(abrir);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });
});
