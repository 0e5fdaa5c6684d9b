import {
  cambioContrasena,
  MENSAJES_CUENTA,
  TEXTOS_CUENTA as T,
  type CambioContrasena,
} from '@comando/contract';
import { useState } from 'react';
import { InlineForm, TextField } from '../../ui/index.js';
import { useCambiarContrasena } from './api/mutations.js';

const VACIO: CambioContrasena = { actual: '', nueva: '' };

/**
 * Current and new password (≥ 12 characters; the server refuses a guessable one and says why,
 * until a field is edited). The form empties after a change and says that the other sessions
 * were closed.
 */
export function CambiarContrasenaForm({ onCambiada }: { onCambiada?: () => void }) {
  const cambiar = useCambiarContrasena();
  const [hecho, setHecho] = useState(false);
  return (
    <InlineForm
      schema={cambioContrasena}
      defaultValues={VACIO}
      onSubmit={(body) => cambiar.mutateAsync(body)}
      saveErrorText={MENSAJES_CUENTA.errorCambiar}
      errorClearsOnEdit
      onEdit={() => setHecho(false)}
      onDone={(_, form) => {
        form.reset(VACIO);
        setHecho(true);
        onCambiada?.();
      }}
      submitLabel={T.cambiar}
      busyLabel={T.cambiando}
      align="start"
      className="max-w-md"
    >
      {({ register, formState: { errors } }) => (
        <>
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
          {hecho && (
            <p role="status" className="text-sm text-teal">
              {T.cambiada}
            </p>
          )}
        </>
      )}
    </InlineForm>
  );
}
