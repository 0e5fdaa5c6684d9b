import { zodResolver } from '@hookform/resolvers/zod';
import {
  defensorNuevo,
  MAX_CASILLA_DEFENSOR,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type Defensor,
  type DefensorNuevo,
} from '@comando/contract';
import { Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormActions, IconButton, Modal, TextField } from '../../ui/index.js';
import { useCrearDefensor, useEditarDefensor } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;
const vacio: DefensorNuevo = { name: '', phone: '', email: '', pollingStation: '' };

/** 'Agregar Defensor' and its 'Nuevo Defensor' form. */
export function NuevoDefensorButton({ region }: { region: string }) {
  const [open, setOpen] = useState(false);
  const crear = useCrearDefensor(region);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlus size={16} aria-hidden="true" /> {T.agregarDefensor}
      </Button>
      <DefensorModal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) crear.reset();
        }}
        title={T.nuevoDefensor}
        inicial={vacio}
        guardando={crear.isPending}
        error={crear.isError ? crear.error.message : null}
        onSave={(body) => crear.mutate({ body }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** Edit action of a defender's row. */
export function EditarDefensorButton({ region, defensor }: { region: string; defensor: Defensor }) {
  const [open, setOpen] = useState(false);
  const editar = useEditarDefensor(region);
  return (
    <>
      <IconButton label={`${T.editarDefensor}: ${defensor.name}`} onClick={() => setOpen(true)}>
        <Pencil size={16} aria-hidden="true" />
      </IconButton>
      <DefensorModal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) editar.reset();
        }}
        title={T.editarDefensor}
        inicial={{
          name: defensor.name,
          phone: defensor.phone,
          email: defensor.email,
          pollingStation: defensor.pollingStation ?? '',
        }}
        guardando={editar.isPending}
        error={editar.isError ? editar.error.message : null}
        onSave={(body) => editar.mutate({ body, id: defensor.id }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

function DefensorModal({
  open,
  onOpenChange,
  title,
  inicial,
  guardando,
  error,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  inicial: DefensorNuevo;
  guardando: boolean;
  error: string | null;
  onSave: (body: DefensorNuevo) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <DefensorForm
        inicial={inicial}
        guardando={guardando}
        error={error}
        onSave={onSave}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

/** Lives inside the modal: closing unmounts it, so a cancelled form starts empty next time. */
function DefensorForm({
  inicial,
  guardando,
  error,
  onSave,
  onCancel,
}: {
  inicial: DefensorNuevo;
  guardando: boolean;
  error: string | null;
  onSave: (body: DefensorNuevo) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DefensorNuevo>({
    resolver: zodResolver(defensorNuevo, undefined, { raw: true }),
    defaultValues: inicial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit(onSave);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
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
      <FormActions
        onCancel={onCancel}
        busy={guardando}
        error={error}
        errorText={MENSAJES_TERRITORIAL.errorDefensor}
      />
    </form>
  );
}
