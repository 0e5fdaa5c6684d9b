import {
  eventoTerritorialNuevo,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type EventoTerritorialNuevo,
} from '@comando/contract';
import { CalendarPlus } from 'lucide-react';
import type { DefaultValues } from 'react-hook-form';
import { Button, DateField, FormDialog, NumberField, TextField } from '../../ui/index.js';
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
  const crear = useCrearEvento(region);
  return (
    <FormDialog
      title={T.nuevoEvento}
      schema={eventoTerritorialNuevo}
      defaultValues={vacio}
      onSubmit={(body) => crear.mutateAsync({ body })}
      saveErrorText={MENSAJES_TERRITORIAL.errorEvento}
      trigger={
        <Button size="sm">
          <CalendarPlus size={16} aria-hidden="true" /> {T.agregarEvento}
        </Button>
      }
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField
            label={T.nombreEvento}
            autoComplete="off"
            maxLength={200}
            error={errors.title?.message}
            {...register('title')}
          />
          <DateField control={control} name="date" label={T.fecha} />
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberField control={control} name="expectedAttendees" label={T.esperados} min={1} />
            <NumberField control={control} name="actualAttendees" label={T.reales} min={0} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
