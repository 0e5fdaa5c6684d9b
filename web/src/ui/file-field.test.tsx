import { TEXTOS_ARCHIVO, TEXTOS_COMUNES } from '@comando/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderConSesion } from '../../test/con-sesion.js';
import { FileField } from './file-field.js';
import { useFormulario } from './use-formulario.js';

const pdf = (nombre: string) => new File(['%PDF-1.4'], nombre, { type: 'application/pdf' });

describe('FileField', () => {
  it('muestra "Elegir archivo", "Ningún archivo elegido" y el límite, con el input nombrado por su etiqueta', () => {
    renderConSesion(<FileField label="Contrato" maxMb={20} />);
    const input = screen.getByLabelText('Contrato');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Contrato');
    expect(input).toHaveAccessibleDescription(`${TEXTOS_ARCHIVO.ninguno} ${TEXTOS_ARCHIVO.limite(20)}`);
    expect(screen.getByText(TEXTOS_ARCHIVO.elegir)).toBeVisible();
    expect(screen.getByText(TEXTOS_ARCHIVO.ninguno)).toBeVisible();
    expect(screen.getByText(TEXTOS_ARCHIVO.limite(20))).toBeVisible();
  });

  it('muestra el nombre elegido, los nombres de pocos archivos y la cuenta de muchos', async () => {
    const onFiles = vi.fn();
    const { user } = renderConSesion(<FileField label="Archivos" multiple onFiles={onFiles} />);
    expect(screen.getByText(TEXTOS_ARCHIVO.elegirVarios)).toBeVisible();
    const input = screen.getByLabelText('Archivos');
    await user.upload(input, pdf('uno.pdf'));
    expect(screen.getByText('uno.pdf')).toBeVisible();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(screen.getByText('a.pdf, b.pdf')).toBeVisible();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(screen.getByText(TEXTOS_ARCHIVO.varios(4))).toBeVisible();
    expect(onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'b.pdf' }),
      expect.objectContaining({ name: 'c.pdf' }),
      expect.objectContaining({ name: 'd.pdf' }),
    ]);
  });

  it('se alcanza con el teclado (Tab) y abre el selector con Enter', async () => {
    const { user } = renderConSesion(<FileField label="Foto" />);
    const input = screen.getByLabelText('Foto');
    const click = vi.fn();
    input.addEventListener('click', click);
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('con register de react-hook-form envía los archivos, y su error se va al elegir', async () => {
    const esquema = z.object({
      files: z.custom<FileList | null>().refine((f) => (f?.length ?? 0) > 0, { error: 'Elija un archivo' }),
    });
    const onSubmit = vi.fn((_: z.output<typeof esquema>) => undefined);
    function Formulario() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useFormulario(esquema, { files: null });
      return (
        <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <FileField label="Archivo" error={errors.files?.message} {...register('files')} />
          <button type="submit">{TEXTOS_COMUNES.guardar}</button>
        </form>
      );
    }
    const { user } = renderConSesion(<Formulario />);
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija un archivo');
    expect(screen.getByLabelText('Archivo')).toHaveAttribute('aria-invalid', 'true');
    await user.upload(screen.getByLabelText('Archivo'), pdf('plan.pdf'));
    expect(screen.queryByText('Elija un archivo')).toBeNull();
    expect(screen.getByText('plan.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: TEXTOS_COMUNES.guardar }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const enviado = (onSubmit.mock.calls[0] as [{ files: FileList }] | undefined)?.[0].files;
    expect(enviado?.[0]?.name).toBe('plan.pdf');
  });
});
