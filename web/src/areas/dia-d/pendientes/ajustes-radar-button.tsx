import { AJUSTES_RADAR_INICIALES, ajustesRadar, TEXTOS_PENDIENTES as T } from '@comando/contract';
import { Button, FormDialog, NumberField, TextField } from '../../../ui/index.js';
import { useAjustesRadar } from './api/queries.js';
import { useGuardarAjustesRadar } from './api/mutations.js';

/** Admin: from when a delegate counts as not arrived and a mesa as without acta (La Paz time). */
export function AjustesRadarButton() {
  const ajustes = useAjustesRadar();
  const guardar = useGuardarAjustesRadar();
  return (
    <FormDialog
      title={T.ajustes}
      description={T.ajustesAyuda}
      schema={ajustesRadar}
      defaultValues={() => ajustes.data ?? AJUSTES_RADAR_INICIALES}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={T.errorAjustes}
      trigger={
        <Button size="sm" variant="secondary">
          {T.ajustes}
        </Button>
      }
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <TextField label={T.horaLlegada} error={errors.horaLlegada?.message} {...register('horaLlegada')} />
          <TextField label={T.horaCierre} error={errors.horaCierre?.message} {...register('horaCierre')} />
          <NumberField control={control} name="minutosActa" label={T.minutosActa} min={0} />
        </>
      )}
    </FormDialog>
  );
}
