import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENSAJES_COMUNICACION as M,
  publicidadProgreso,
  TEXTOS_COMUNICACION as T,
  type Publicidad,
} from '@comando/contract';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../ui/index.js';
import { useGuardarPublicidad } from '../api/use-guardar-publicidad.js';
import { BotonesForm } from './botones-form.js';
import { ErrorGuardado } from './error-guardado.js';
import { VistaProgreso } from './vista-progreso.js';

/** Modal 'Progreso de Publicidad' (spec §2): goal, delivered, live percentage; Cancelar / Actualizar. */
export function PublicidadForm({ inicial, onTerminar }: { inicial: Publicidad; onTerminar: () => void }) {
  const guardar = useGuardarPublicidad();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(publicidadProgreso),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { target: String(inicial.meta), current: String(inicial.entregada) },
  });
  const [target, current] = useWatch({ control, name: ['target', 'current'] });

  const onSubmit = handleSubmit((body) => guardar.mutate(body, { onSuccess: onTerminar }));

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.metaPublicidad}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          error={errors.target?.message}
          {...register('target')}
        />
        <TextField
          label={T.publicidadEntregada}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.current?.message}
          {...register('current')}
        />
      </div>
      <VistaProgreso actual={current} meta={target} etiqueta={T.progresoPublicidad} />
      <ErrorGuardado texto={M.errorPublicidad} error={guardar.error} />
      <BotonesForm
        onCancelar={onTerminar}
        ocupado={guardar.isPending}
        guardar={T.actualizar}
        guardando={T.actualizando}
      />
    </form>
  );
}
