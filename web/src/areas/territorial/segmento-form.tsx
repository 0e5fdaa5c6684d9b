import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENSAJES_TERRITORIAL,
  segmentoTerritorialNuevo,
  TEXTOS_TERRITORIAL,
  type SegmentoTerritorialNuevo,
} from '@comando/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormActions, Modal, TextField } from '../../ui/index.js';
import { useCrearSegmento } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/** 'Agregar Segmento' and its 'Nuevo Segmento' form (a name). */
export function NuevoSegmentoButton({ region }: { region: string }) {
  const [open, setOpen] = useState(false);
  const crear = useCrearSegmento(region);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" /> {T.agregarSegmento}
      </Button>
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) crear.reset();
        }}
        title={T.nuevoSegmento}
        size="sm"
      >
        <SegmentoForm
          guardando={crear.isPending}
          error={crear.isError ? crear.error.message : null}
          onSave={(body) => crear.mutate({ body }, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

function SegmentoForm({
  guardando,
  error,
  onSave,
  onCancel,
}: {
  guardando: boolean;
  error: string | null;
  onSave: (body: SegmentoTerritorialNuevo) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SegmentoTerritorialNuevo>({
    resolver: zodResolver(segmentoTerritorialNuevo, undefined, { raw: true }),
    defaultValues: { name: '' },
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
      <FormActions
        onCancel={onCancel}
        busy={guardando}
        error={error}
        errorText={MENSAJES_TERRITORIAL.errorSegmento}
      />
    </form>
  );
}
