import { zodResolver } from '@hookform/resolvers/zod';
import {
  actualizacionNuevaDesde,
  ETIQUETAS_TIPO,
  hoyEnLaPaz,
  LIMITES_ADVERSARIO,
  MENSAJES_ACTUALIZACIONES,
  TEXTOS_ACTUALIZACIONES,
  TIPOS_ACTUALIZACION,
  type ActualizacionNueva,
  type ActualizacionNuevaEntrada,
  type Adversario,
} from '@comando/contract';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormActions, Modal, SelectField, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearActualizacion } from './api/mutations.js';

/** The new-update button (disabled while there is no adversary) and its dialog. */
export function NuevaActualizacionButton({
  adversarios,
}: {
  adversarios: readonly Adversario[] | undefined;
}) {
  const [open, setOpen] = useState(false);
  const sinAdversarios = !adversarios || adversarios.length === 0;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={sinAdversarios}>
        <MessageSquarePlus size={16} aria-hidden="true" />
        {TEXTOS_ACTUALIZACIONES.nueva}
      </Button>
      {open && adversarios && (
        <NuevaActualizacionModal adversarios={adversarios} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** Mounted only while open: it opens with tipo neutral and today's date (La Paz), and closing resets it. */
function NuevaActualizacionModal({
  adversarios,
  onClose,
}: {
  adversarios: readonly Adversario[];
  onClose: () => void;
}) {
  const crear = useCrearActualizacion();
  const [hoy] = useState(() => hoyEnLaPaz());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActualizacionNuevaEntrada, unknown, ActualizacionNueva>({
    resolver: zodResolver(actualizacionNuevaDesde(hoy)),
    defaultValues: { adversarioId: '', tipo: 'neutral', fecha: hoy, hora: '', mensaje: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) => {
    // The spec's payload names the adversary too; the server takes the stored name.
    const adversarioNombre = adversarios.find((a) => a.id === body.adversarioId)?.nombre;
    crear.mutate({ ...body, adversarioNombre }, { onSuccess: onClose });
  });

  return (
    <Modal
      open
      onOpenChange={(o) => {
        if (!o && !crear.isPending) onClose();
      }}
      title={TEXTOS_ACTUALIZACIONES.modalTitulo}
      footer={
        <FormActions
          formId="form-nueva-actualizacion"
          onCancel={onClose}
          busy={crear.isPending}
          cancelLabel={TEXTOS_ACTUALIZACIONES.cancelar}
          submitLabel={TEXTOS_ACTUALIZACIONES.guardar}
          busyLabel={TEXTOS_ACTUALIZACIONES.guardando}
        />
      }
    >
      <form
        id="form-nueva-actualizacion"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
      >
        <SelectField
          label={TEXTOS_ACTUALIZACIONES.adversario}
          error={errors.adversarioId?.message}
          {...register('adversarioId')}
        >
          <option value="">{TEXTOS_ACTUALIZACIONES.seleccione}</option>
          {adversarios.map((a) => (
            <option key={a.id} value={a.id}>
              {a.nombre} — {a.partido}
            </option>
          ))}
        </SelectField>
        <SelectField label={TEXTOS_ACTUALIZACIONES.tipo} error={errors.tipo?.message} {...register('tipo')}>
          {TIPOS_ACTUALIZACION.map((tipo) => (
            <option key={tipo} value={tipo}>
              {ETIQUETAS_TIPO[tipo]}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={TEXTOS_ACTUALIZACIONES.fecha}
            min={hoy}
            error={errors.fecha?.message}
            {...register('fecha')}
          />
          <TextField
            type="time"
            label={TEXTOS_ACTUALIZACIONES.hora}
            error={errors.hora?.message}
            {...register('hora')}
          />
        </div>
        <TextAreaField
          label={TEXTOS_ACTUALIZACIONES.mensaje}
          maxLength={LIMITES_ADVERSARIO.mensajeMax}
          rows={4}
          error={errors.mensaje?.message}
          {...register('mensaje')}
        />
        {crear.isError && (
          <Alert>
            <p className="font-semibold">{MENSAJES_ACTUALIZACIONES.errorGuardar}</p>
            {crear.error.message !== MENSAJES_ACTUALIZACIONES.errorGuardar && <p>{crear.error.message}</p>}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
