import { zodResolver } from '@hookform/resolvers/zod';
import {
  adversarioNuevo,
  LIMITES_ADVERSARIO,
  MENSAJES_ADVERSARIOS,
  TEXTOS_ADVERSARIOS,
  type AdversarioNuevo,
  type AdversarioNuevoEntrada,
} from '@comando/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormActions, Modal, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearAdversario } from './api/mutations.js';

const vacio: AdversarioNuevoEntrada = { nombre: '', partido: '', descripcion: '' };

/** The new-adversary button and its dialog. */
export function NuevoAdversarioButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UserPlus size={16} aria-hidden="true" />
        {TEXTOS_ADVERSARIOS.nuevo}
      </Button>
      {open && <NuevoAdversarioModal onClose={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while open, so closing in any way resets it. */
function NuevoAdversarioModal({ onClose }: { onClose: () => void }) {
  const crear = useCrearAdversario();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdversarioNuevoEntrada, unknown, AdversarioNuevo>({
    resolver: zodResolver(adversarioNuevo),
    defaultValues: vacio,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) => crear.mutate(body, { onSuccess: onClose }));

  return (
    <Modal
      open
      onOpenChange={(o) => {
        if (!o && !crear.isPending) onClose();
      }}
      title={TEXTOS_ADVERSARIOS.modalTitulo}
      footer={
        <FormActions
          formId="form-nuevo-adversario"
          onCancel={onClose}
          busy={crear.isPending}
          cancelLabel={TEXTOS_ADVERSARIOS.cancelar}
          submitLabel={TEXTOS_ADVERSARIOS.guardar}
          busyLabel={TEXTOS_ADVERSARIOS.guardando}
        />
      }
    >
      <form
        id="form-nuevo-adversario"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
      >
        <TextField
          label={TEXTOS_ADVERSARIOS.nombre}
          maxLength={LIMITES_ADVERSARIO.nombreMax}
          autoComplete="off"
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <TextField
          label={TEXTOS_ADVERSARIOS.partido}
          maxLength={LIMITES_ADVERSARIO.partidoMax}
          autoComplete="off"
          error={errors.partido?.message}
          {...register('partido')}
        />
        <TextAreaField
          label={TEXTOS_ADVERSARIOS.descripcion}
          maxLength={LIMITES_ADVERSARIO.descripcionMax}
          rows={4}
          error={errors.descripcion?.message}
          {...register('descripcion')}
        />
        {crear.isError && (
          <Alert>
            <p className="font-semibold">{MENSAJES_ADVERSARIOS.errorGuardar}</p>
            {crear.error.message !== MENSAJES_ADVERSARIOS.errorGuardar && <p>{crear.error.message}</p>}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
