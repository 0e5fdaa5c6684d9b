import {
  defensorNuevo,
  MAX_CASILLA_DEFENSOR,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type Defensor,
  type DefensorNuevo,
} from '@comando/contract';
import { Pencil, UserPlus } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button, FormDialog, IconButton, TextField } from '../../ui/index.js';
import { useCrearDefensor, useEditarDefensor } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;
const vacio: DefensorNuevo = { name: '', phone: '', email: '', pollingStation: '' };

/** 'Agregar Defensor' and its 'Nuevo Defensor' form. */
export function NuevoDefensorButton({ region }: { region: string }) {
  const crear = useCrearDefensor(region);
  return (
    <DefensorDialog
      title={T.nuevoDefensor}
      inicial={vacio}
      onSave={(body) => crear.mutateAsync({ body })}
      trigger={
        <Button size="sm">
          <UserPlus size={16} aria-hidden="true" /> {T.agregarDefensor}
        </Button>
      }
    />
  );
}

/** Edit action of a defender's row. */
export function EditarDefensorButton({ region, defensor }: { region: string; defensor: Defensor }) {
  const editar = useEditarDefensor(region);
  return (
    <DefensorDialog
      title={T.editarDefensor}
      inicial={{
        name: defensor.name,
        phone: defensor.phone,
        email: defensor.email,
        pollingStation: defensor.pollingStation ?? '',
      }}
      onSave={(body) => editar.mutateAsync({ body, id: defensor.id })}
      trigger={
        <IconButton label={`${T.editarDefensor}: ${defensor.name}`}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
      }
    />
  );
}

function DefensorDialog({
  title,
  inicial,
  onSave,
  trigger,
}: {
  title: string;
  inicial: DefensorNuevo;
  onSave: (body: DefensorNuevo) => Promise<unknown>;
  trigger: ReactElement;
}) {
  return (
    <FormDialog
      title={title}
      schema={defensorNuevo}
      defaultValues={inicial}
      onSubmit={onSave}
      saveErrorText={MENSAJES_TERRITORIAL.errorDefensor}
      trigger={trigger}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={T.nombre}
            autoComplete="off"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={T.celular}
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={T.email}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={T.casilla}
            autoComplete="off"
            maxLength={MAX_CASILLA_DEFENSOR}
            error={errors.pollingStation?.message}
            {...register('pollingStation')}
          />
        </>
      )}
    </FormDialog>
  );
}
