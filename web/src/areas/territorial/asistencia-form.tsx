import {
  asistenciaNueva,
  formatNumero,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type EventoTerritorial,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { FormDialog, IconButton, NumberField, TextField } from '../../ui/index.js';
import { useActualizarAsistencia } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/** Edit action of an event: 'Actualizar Asistentes' (expected read-only, actual editable). */
export function ActualizarAsistentesButton({
  region,
  evento,
}: {
  region: string;
  evento: EventoTerritorial;
}) {
  const actualizar = useActualizarAsistencia(region);
  return (
    <FormDialog
      title={T.actualizarAsistentes}
      size="sm"
      schema={asistenciaNueva}
      defaultValues={() => ({ actualAttendees: evento.actualAttendees })}
      onSubmit={(body) => actualizar.mutateAsync({ body, id: evento.id })}
      saveErrorText={MENSAJES_TERRITORIAL.errorAsistentes}
      submitLabel={T.actualizar}
      trigger={
        <IconButton label={`${T.actualizarAsistentes}: ${evento.title}`}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
      }
    >
      {({ control }) => (
        <>
          <p className="text-sm font-medium text-texto">{evento.title}</p>
          <TextField label={T.esperados} value={formatNumero(evento.expectedAttendees)} readOnly />
          <NumberField control={control} name="actualAttendees" label={T.reales} min={0} />
        </>
      )}
    </FormDialog>
  );
}
