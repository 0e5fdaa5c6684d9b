import {
  adversarioNuevo,
  LIMITES_ADVERSARIO,
  MENSAJES_ADVERSARIOS,
  TEXTOS_ADVERSARIOS,
  type AdversarioNuevoEntrada,
} from '@comando/contract';
import { UserPlus } from 'lucide-react';
import { Button, FormDialog, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearAdversario } from './api/mutations.js';

const vacio: AdversarioNuevoEntrada = { nombre: '', partido: '', descripcion: '' };

/** The new-adversary button and its dialog. */
export function NuevoAdversarioButton() {
  const crear = useCrearAdversario();
  return (
    <FormDialog
      title={TEXTOS_ADVERSARIOS.modalTitulo}
      schema={adversarioNuevo}
      defaultValues={vacio}
      onSubmit={(body) => crear.mutateAsync(body)}
      saveErrorText={MENSAJES_ADVERSARIOS.errorGuardar}
      submitLabel={TEXTOS_ADVERSARIOS.guardar}
      busyLabel={TEXTOS_ADVERSARIOS.guardando}
      cancelLabel={TEXTOS_ADVERSARIOS.cancelar}
      trigger={
        <Button size="sm">
          <UserPlus size={16} aria-hidden="true" />
          {TEXTOS_ADVERSARIOS.nuevo}
        </Button>
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={TEXTOS_ADVERSARIOS.nombre}
            maxLength={LIMITES_ADVERSARIO.nombreMax}
            autoComplete="off"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <TextField
            label={TEXTOS_ADVERSARIOS.partido}
            maxLength={LIMITES_ADVERSARIO.partidoMax}
            autoComplete="off"
            error={errors.partido?.message}
            {...register('partido')}
          />
          <TextAreaField
            label={TEXTOS_ADVERSARIOS.descripcion}
            maxLength={LIMITES_ADVERSARIO.descripcionMax}
            rows={4}
            error={errors.descripcion?.message}
            {...register('descripcion')}
          />
        </>
      )}
    </FormDialog>
  );
}
