import {
  cambioContrasena,
  MENSAJES_CUENTA,
  TEXTOS_CUENTA as T,
  type CambioContrasena,
} from '@comando/contract';
import { useState } from 'react';
import { Button, SaveError, TextField, useFormulario } from '../../ui/index.js';
import { useCambiarContrasena } from './api/mutations.js';

/**
 * Current and new password (≥ 12 characters; the server refuses a guessable one and says why).
 * The form empties after a change and says that the other sessions were closed.
 */
export function CambiarContrasenaForm({ onCambiada }: { onCambiada?: () => void }) {
  const cambiar = useCambiarContrasena();
  const [hecho, setHecho] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useFormulario<CambioContrasena, CambioContrasena>(cambioContrasena, { actual: '', nueva: '' }, () => {
    setHecho(false);
    if (cambiar.isError) cambiar.reset();
  });
  const enviar = handleSubmit(async (body) => {
    try {
      await cambiar.mutateAsync(body);
    } catch {
      return; // Shown below, with the server's reason (why the password is too guessable).
    }
    reset({ actual: '', nueva: '' });
    setHecho(true);
    onCambiada?.();
  });
  return (
    <form noValidate onSubmit={(e) => void enviar(e)} className="flex max-w-md flex-col gap-4">
      <TextField
        label={T.actual}
        type="password"
        autoComplete="current-password"
        error={errors.actual?.message}
        {...register('actual')}
      />
      <TextField
        label={T.nueva}
        type="password"
        autoComplete="new-password"
        hint={T.ayuda}
        error={errors.nueva?.message}
        {...register('nueva')}
      />
      <SaveError text={MENSAJES_CUENTA.errorCambiar} error={cambiar.error} />
      {hecho && (
        <p role="status" className="text-sm text-teal">
          {T.cambiada}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? T.cambiando : T.cambiar}
      </Button>
    </form>
  );
}
