import { zodResolver } from '@hookform/resolvers/zod';
import {
  avisoNuevoDesde,
  hoyEnLaPaz,
  LIMITES_AVISO,
  MENSAJES_AVISOS,
  TEXTOS_AVISOS,
  type AvisoNuevo,
  type AvisoNuevoEntrada,
} from '@comando/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormActions, Modal, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearAviso } from './api/mutations.js';

const vacio: AvisoNuevoEntrada = { mensaje: '', fecha: '', hora: '' };

/** A button that opens the new-aviso dialog; the list refreshes after a successful save. */
export function NuevoAvisoButton({
  label,
  variant = 'primary',
}: {
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" />
        {label}
      </Button>
      {open && <NuevoAvisoModal onClose={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while open, so closing in any way (cancel, ×, Esc, backdrop) resets it. */
function NuevoAvisoModal({ onClose }: { onClose: () => void }) {
  const crear = useCrearAviso();
  // The browser's La Paz today; the server checks again with its own clock.
  const [hoy] = useState(() => hoyEnLaPaz());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AvisoNuevoEntrada, unknown, AvisoNuevo>({
    resolver: zodResolver(avisoNuevoDesde(hoy)),
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
      title={TEXTOS_AVISOS.modalTitulo}
      footer={
        <FormActions
          formId="form-nuevo-aviso"
          onCancel={onClose}
          busy={crear.isPending}
          cancelLabel={TEXTOS_AVISOS.cancelar}
          submitLabel={TEXTOS_AVISOS.guardar}
          busyLabel={TEXTOS_AVISOS.guardando}
        />
      }
    >
      <form
        id="form-nuevo-aviso"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
      >
        <TextAreaField
          label={TEXTOS_AVISOS.mensaje}
          maxLength={LIMITES_AVISO.mensajeMax}
          rows={4}
          error={errors.mensaje?.message}
          {...register('mensaje')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={TEXTOS_AVISOS.fecha}
            min={hoy}
            error={errors.fecha?.message}
            {...register('fecha')}
          />
          <TextField
            type="time"
            label={TEXTOS_AVISOS.hora}
            error={errors.hora?.message}
            {...register('hora')}
          />
        </div>
        {crear.isError && (
          <Alert>
            <p className="font-semibold">{MENSAJES_AVISOS.errorGuardar}</p>
            {crear.error.message !== MENSAJES_AVISOS.errorGuardar && <p>{crear.error.message}</p>}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
