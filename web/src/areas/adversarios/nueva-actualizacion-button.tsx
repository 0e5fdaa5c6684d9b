import {
  actualizacionNuevaDesde,
  ETIQUETAS_TIPO,
  hoyEnLaPaz,
  LIMITES_ADVERSARIO,
  MENSAJES_ACTUALIZACIONES,
  TEXTOS_ACTUALIZACIONES,
  TIPOS_ACTUALIZACION,
  type Adversario,
} from '@comando/contract';
import { MessageSquarePlus } from 'lucide-react';
import { Button, DateField, FormDialog, SelectField, TextAreaField, TimeField } from '../../ui/index.js';
import { useCrearActualizacion } from './api/mutations.js';

/**
 * The new-update button (disabled while there is no adversary) and its dialog, which
 * opens with tipo neutral and today's date (La Paz).
 */
export function NuevaActualizacionButton({
  adversarios,
}: {
  adversarios: readonly Adversario[] | undefined;
}) {
  const crear = useCrearActualizacion();
  const lista = adversarios ?? [];
  const hoy = hoyEnLaPaz();
  return (
    <FormDialog
      title={TEXTOS_ACTUALIZACIONES.modalTitulo}
      schema={actualizacionNuevaDesde(hoy)}
      defaultValues={() => ({
        adversarioId: '',
        tipo: 'neutral',
        fecha: hoyEnLaPaz(),
        hora: '',
        mensaje: '',
      })}
      onSubmit={(body) =>
        // The spec's payload names the adversary too; the server takes the stored name.
        crear.mutateAsync({
          ...body,
          adversarioNombre: lista.find((a) => a.id === body.adversarioId)?.nombre,
        })
      }
      saveErrorText={MENSAJES_ACTUALIZACIONES.errorGuardar}
      submitLabel={TEXTOS_ACTUALIZACIONES.guardar}
      busyLabel={TEXTOS_ACTUALIZACIONES.guardando}
      cancelLabel={TEXTOS_ACTUALIZACIONES.cancelar}
      trigger={
        <Button size="sm" disabled={lista.length === 0}>
          <MessageSquarePlus size={16} aria-hidden="true" />
          {TEXTOS_ACTUALIZACIONES.nueva}
        </Button>
      }
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <SelectField
            label={TEXTOS_ACTUALIZACIONES.adversario}
            error={errors.adversarioId?.message}
            {...register('adversarioId')}
          >
            <option value="">{TEXTOS_ACTUALIZACIONES.seleccione}</option>
            {lista.map((a) => (
              <option key={a.id} value={a.id}>
                {a.nombre} — {a.partido}
              </option>
            ))}
          </SelectField>
          <SelectField label={TEXTOS_ACTUALIZACIONES.tipo} error={errors.tipo?.message} {...register('tipo')}>
            {TIPOS_ACTUALIZACION.map((tipo) => (
              <option key={tipo} value={tipo}>
                {ETIQUETAS_TIPO[tipo]}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DateField control={control} name="fecha" label={TEXTOS_ACTUALIZACIONES.fecha} />
            <TimeField control={control} name="hora" label={TEXTOS_ACTUALIZACIONES.hora} />
          </div>
          <TextAreaField
            label={TEXTOS_ACTUALIZACIONES.mensaje}
            maxLength={LIMITES_ADVERSARIO.mensajeMax}
            rows={4}
            error={errors.mensaje?.message}
            {...register('mensaje')}
          />
        </>
      )}
    </FormDialog>
  );
}
