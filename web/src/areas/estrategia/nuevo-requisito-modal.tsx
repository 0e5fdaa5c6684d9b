import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIAS,
  ERRORES_ESTRATEGIA,
  ETIQUETA_CATEGORIA,
  ETIQUETA_PRIORIDAD,
  PRIORIDADES,
  requisitoNuevo,
  TEXTOS_COMUNES,
  TEXTOS_ESTRATEGIA,
} from '@comando/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Modal, SaveError, SelectField, TextAreaField, TextField } from '../../ui/index.js';
import { useCrearRequisito } from './api/precampana.js';

const T = TEXTOS_ESTRATEGIA.precampana;
type Entrada = z.input<typeof requisitoNuevo>;
type Salida = z.output<typeof requisitoNuevo>;
/** Spec §5: priority defaults to medium, category to administrative. */
const VACIO: Entrada = {
  titulo: '',
  descripcion: '',
  fecha_limite: '',
  responsable: '',
  prioridad: 'medium',
  categoria: 'administrative',
};

export function NuevoRequisitoModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const formId = useId();
  const crear = useCrearRequisito();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(requisitoNuevo),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: VACIO,
  });
  const cerrar = (o: boolean) => {
    if (!o) {
      reset(VACIO);
      crear.reset();
    }
    onOpenChange(o);
  };
  const onSubmit = handleSubmit((body) => crear.mutate(body, { onSuccess: () => cerrar(false) }));
  return (
    <Modal
      open={open}
      onOpenChange={cerrar}
      title={T.modal}
      footer={
        <>
          <Button variant="secondary" onClick={() => cerrar(false)}>
            {TEXTOS_COMUNES.cancelar}
          </Button>
          <Button type="submit" form={formId} disabled={crear.isPending}>
            {crear.isPending ? TEXTOS_COMUNES.guardando : TEXTOS_COMUNES.guardar}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <TextField label={T.tituloCampo} error={errors.titulo?.message} {...register('titulo')} />
        <TextAreaField
          label={T.descripcion}
          error={errors.descripcion?.message}
          {...register('descripcion')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={T.fechaLimite}
            type="date"
            error={errors.fecha_limite?.message}
            {...register('fecha_limite')}
          />
          <TextField label={T.responsable} error={errors.responsable?.message} {...register('responsable')} />
          <SelectField label={T.prioridad} error={errors.prioridad?.message} {...register('prioridad')}>
            {PRIORIDADES.map((p) => (
              <option key={p} value={p}>
                {ETIQUETA_PRIORIDAD[p]}
              </option>
            ))}
          </SelectField>
          <SelectField label={T.categoria} error={errors.categoria?.message} {...register('categoria')}>
            {CATEGORIAS.map((c) => (
              <option key={c} value={c}>
                {ETIQUETA_CATEGORIA[c]}
              </option>
            ))}
          </SelectField>
        </div>
        <SaveError text={ERRORES_ESTRATEGIA.requisito} error={crear.error} />
      </form>
    </Modal>
  );
}
