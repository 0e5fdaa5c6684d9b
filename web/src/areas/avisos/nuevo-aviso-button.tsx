import {
  avisoNuevoDesde,
  hoyEnLaPaz,
  LIMITES_AVISO,
  MENSAJES_AVISOS,
  TEXTOS_AVISOS,
  type AvisoNuevoEntrada,
} from '@comando/contract';
import { Plus } from 'lucide-react';
import { Button, DateField, FormDialog, TextAreaField, TimeField } from '../../ui/index.js';
import { useCrearAviso } from './api/mutations.js';

const vacio: AvisoNuevoEntrada = { mensaje: '', fecha: '', hora: '' };

/** A button that opens the new-aviso dialog; the list shows the saved aviso from the answer. */
export function NuevoAvisoButton({
  label,
  variant = 'primary',
}: {
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const crear = useCrearAviso();
  // The browser's La Paz today; the server checks again with its own clock.
  const hoy = hoyEnLaPaz();
  return (
    <FormDialog
      title={TEXTOS_AVISOS.modalTitulo}
      schema={avisoNuevoDesde(hoy)}
      defaultValues={vacio}
      onSubmit={(body) => crear.mutateAsync(body)}
      saveErrorText={MENSAJES_AVISOS.errorGuardar}
      submitLabel={TEXTOS_AVISOS.guardar}
      busyLabel={TEXTOS_AVISOS.guardando}
      cancelLabel={TEXTOS_AVISOS.cancelar}
      trigger={
        <Button size="sm" variant={variant}>
          <Plus size={16} aria-hidden="true" />
          {label}
        </Button>
      }
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextAreaField
            label={TEXTOS_AVISOS.mensaje}
            maxLength={LIMITES_AVISO.mensajeMax}
            rows={4}
            error={errors.mensaje?.message}
            {...register('mensaje')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DateField control={control} name="fecha" label={TEXTOS_AVISOS.fecha} />
            <TimeField control={control} name="hora" label={TEXTOS_AVISOS.hora} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
