import { zodResolver } from '@hookform/resolvers/zod';
import {
  materialesProgreso,
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNICACION as T,
  type Materiales,
} from '@comando/contract';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../ui/index.js';
import { useGuardarMateriales } from '../api/use-guardar-materiales.js';
import { BotonesForm } from './botones-form.js';
import { ErrorGuardado } from './error-guardado.js';
import { VistaProgreso } from './vista-progreso.js';

/** Materials dialog (spec §2): two integers, meta and producidos. */
export function MaterialesForm({ inicial, onTerminar }: { inicial: Materiales; onTerminar: () => void }) {
  const guardar = useGuardarMateriales();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(materialesProgreso),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { target: String(inicial.meta), current: String(inicial.producidos) },
  });
  const [target, current] = useWatch({ control, name: ['target', 'current'] });

  const onSubmit = handleSubmit((body) => guardar.mutate(body, { onSuccess: onTerminar }));

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.metaMateriales}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.target?.message}
          {...register('target')}
        />
        <TextField
          label={T.producidos}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.current?.message}
          {...register('current')}
        />
      </div>
      <VistaProgreso actual={current} meta={target} etiqueta={T.progresoMateriales} />
      <ErrorGuardado texto={M.errorMateriales} error={guardar.error} />
      <BotonesForm
        onCancelar={onTerminar}
        ocupado={guardar.isPending}
        guardar={T.actualizar}
        guardando={T.actualizando}
      />
    </form>
  );
}
