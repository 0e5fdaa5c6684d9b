import { MENSAJES_TERRITORIAL, segmentoTerritorialNuevo, TEXTOS_TERRITORIAL } from '@comando/contract';
import { Plus } from 'lucide-react';
import { Button, FormDialog, TextField } from '../../ui/index.js';
import { useCrearSegmento } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/** 'Agregar Segmento' and its 'Nuevo Segmento' form (a name). */
export function NuevoSegmentoButton({ region }: { region: string }) {
  const crear = useCrearSegmento(region);
  return (
    <FormDialog
      title={T.nuevoSegmento}
      size="sm"
      schema={segmentoTerritorialNuevo}
      defaultValues={{ name: '' }}
      onSubmit={(body) => crear.mutateAsync({ body })}
      saveErrorText={MENSAJES_TERRITORIAL.errorSegmento}
      trigger={
        <Button size="sm">
          <Plus size={16} aria-hidden="true" /> {T.agregarSegmento}
        </Button>
      }
    >
      {({ register, formState: { errors } }) => (
        <TextField
          label={T.nombre}
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
      )}
    </FormDialog>
  );
}
