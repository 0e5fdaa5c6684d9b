import { zodResolver } from '@hookform/resolvers/zod';
import {
  materialesProgreso,
  MENSAJES_COMUNICACION as M,
  publicidadProgreso,
  TEXTOS_COMUNICACION as T,
  type MaterialesProgreso,
} from '@comando/contract';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions, numeroDeCampo, SaveError, TextField } from '../../../ui/index.js';
import { useGuardarMateriales, useGuardarPublicidad } from '../api/mutations.js';
import { VistaProgreso } from './vista-progreso.js';

/** What differs between the two progress dialogs of Comunicación. */
const VARIANTES = {
  // Materials dialog (spec §2): two integers, meta and producidos.
  materiales: {
    schema: materialesProgreso,
    meta: T.metaMateriales,
    actual: T.producidos,
    progreso: T.progresoMateriales,
    error: M.errorMateriales,
    enteros: true,
  },
  // Modal 'Progreso de Publicidad' (spec §2): goal, delivered, live percentage; Cancelar / Actualizar.
  publicidad: {
    schema: publicidadProgreso,
    meta: T.metaPublicidad,
    actual: T.publicidadEntregada,
    progreso: T.progresoPublicidad,
    error: M.errorPublicidad,
    enteros: false,
  },
} as const;

/** A goal and the amount reached so far, with the live percentage; saved on the server. */
export function ProgresoForm({
  variante,
  meta,
  actual,
  onTerminar,
}: {
  variante: keyof typeof VARIANTES;
  meta: number;
  actual: number;
  onTerminar: () => void;
}) {
  const v = VARIANTES[variante];
  const materiales = useGuardarMateriales();
  const publicidad = useGuardarPublicidad();
  const guardar = variante === 'materiales' ? materiales : publicidad;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<MaterialesProgreso>({
    resolver: zodResolver(v.schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { target: meta, current: actual },
  });
  const [target, current] = useWatch({ control, name: ['target', 'current'] });

  const onSubmit = handleSubmit((body) => guardar.mutate(body, { onSuccess: onTerminar }));
  const numerico = v.enteros
    ? ({ inputMode: 'numeric', step: 1 } as const)
    : ({ inputMode: 'decimal', step: 'any' } as const);

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={v.meta}
          type="number"
          min={1}
          {...numerico}
          error={errors.target?.message}
          {...register('target', { setValueAs: numeroDeCampo })}
        />
        <TextField
          label={v.actual}
          type="number"
          min={0}
          {...numerico}
          error={errors.current?.message}
          {...register('current', { setValueAs: numeroDeCampo })}
        />
      </div>
      <VistaProgreso actual={current} meta={target} etiqueta={v.progreso} />
      <SaveError text={v.error} error={guardar.error} />
      <FormActions
        onCancel={onTerminar}
        busy={guardar.isPending}
        submitLabel={T.actualizar}
        busyLabel={T.actualizando}
      />
    </form>
  );
}
