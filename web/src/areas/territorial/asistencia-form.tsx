import { zodResolver } from '@hookform/resolvers/zod';
import {
  asistenciaNueva,
  formatNumero,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type AsistenciaNueva,
  type EventoTerritorial,
} from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, IconButton, Modal, numeroDeCampo, TextField } from '../../ui/index.js';
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
  const [open, setOpen] = useState(false);
  const actualizar = useActualizarAsistencia(region);
  return (
    <>
      <IconButton label={`${T.actualizarAsistentes}: ${evento.title}`} onClick={() => setOpen(true)}>
        <Pencil size={16} aria-hidden="true" />
      </IconButton>
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) actualizar.reset();
        }}
        title={T.actualizarAsistentes}
        size="sm"
      >
        <AsistenciaForm
          evento={evento}
          guardando={actualizar.isPending}
          error={actualizar.isError ? actualizar.error.message : null}
          onSave={(body) => actualizar.mutate({ body, id: evento.id }, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

function AsistenciaForm({
  evento,
  guardando,
  error,
  onSave,
  onCancel,
}: {
  evento: EventoTerritorial;
  guardando: boolean;
  error: string | null;
  onSave: (body: AsistenciaNueva) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AsistenciaNueva>({
    resolver: zodResolver(asistenciaNueva, undefined, { raw: true }),
    defaultValues: { actualAttendees: evento.actualAttendees },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit(onSave);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
      <p className="text-sm font-medium text-texto">{evento.title}</p>
      <TextField label={T.esperados} value={formatNumero(evento.expectedAttendees)} readOnly />
      <TextField
        label={T.reales}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.actualAttendees?.message}
        {...register('actualAttendees', { setValueAs: numeroDeCampo })}
      />
      <FormActions
        onCancel={onCancel}
        busy={guardando}
        error={error}
        errorText={MENSAJES_TERRITORIAL.errorAsistentes}
        submitLabel={T.actualizar}
      />
    </form>
  );
}
