import { zodResolver } from '@hookform/resolvers/zod';
import {
  eventoTerritorialNuevo,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type EventoTerritorialNuevo,
} from '@comando/contract';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Button, FormActions, Modal, numeroDeCampo, TextField } from '../../ui/index.js';
import { useCrearEvento } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;
const vacio: DefaultValues<EventoTerritorialNuevo> = {
  title: '',
  date: '',
  expectedAttendees: undefined,
  actualAttendees: 0,
};

/** 'Agregar Evento' and its 'Nuevo Evento' form. */
export function NuevoEventoButton({ region }: { region: string }) {
  const [open, setOpen] = useState(false);
  const crear = useCrearEvento(region);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <CalendarPlus size={16} aria-hidden="true" /> {T.agregarEvento}
      </Button>
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) crear.reset();
        }}
        title={T.nuevoEvento}
      >
        <EventoForm
          guardando={crear.isPending}
          error={crear.isError ? crear.error.message : null}
          onSave={(body) => crear.mutate({ body }, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

function EventoForm({
  guardando,
  error,
  onSave,
  onCancel,
}: {
  guardando: boolean;
  error: string | null;
  onSave: (body: EventoTerritorialNuevo) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EventoTerritorialNuevo>({
    resolver: zodResolver(eventoTerritorialNuevo, undefined, { raw: true }),
    defaultValues: vacio,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit(onSave);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
      <TextField
        label={T.nombreEvento}
        autoComplete="off"
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField label={T.fecha} type="date" error={errors.date?.message} {...register('date')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={T.esperados}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.expectedAttendees?.message}
          {...register('expectedAttendees', { setValueAs: numeroDeCampo })}
        />
        <TextField
          label={T.reales}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.actualAttendees?.message}
          {...register('actualAttendees', { setValueAs: numeroDeCampo })}
        />
      </div>
      <FormActions
        onCancel={onCancel}
        busy={guardando}
        error={error}
        errorText={MENSAJES_TERRITORIAL.errorEvento}
      />
    </form>
  );
}
