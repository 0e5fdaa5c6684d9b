import { zodResolver } from '@hookform/resolvers/zod';
import {
  configuracionRegionNueva,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type ConfiguracionRegionNueva,
  type RegionTerritorial,
} from '@comando/contract';
import { useForm } from 'react-hook-form';
import { Alert, Button, numeroDeCampo, TextField } from '../../ui/index.js';
import { useConfigurarRegion } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/**
 * Election configuration of a region. The first time it is the only thing shown
 * and saves with 'Guardar'; once configured it updates with 'Actualizar' and can be cancelled.
 */
export function ConfiguracionForm({ region, onDone }: { region: RegionTerritorial; onDone: () => void }) {
  const configurar = useConfigurarRegion(region.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfiguracionRegionNueva>({
    resolver: zodResolver(configuracionRegionNueva, undefined, { raw: true }),
    defaultValues: { electionDate: region.electionDate, targetDefenders: region.targetDefenders },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) => configurar.mutate({ body }, { onSuccess: onDone }));

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={T.configuracion}
      className="flex flex-col gap-3 rounded-lg border border-borde bg-panel-2/40 p-4"
    >
      <h3 className="text-sm font-semibold text-texto">{T.configuracion}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={T.fechaEleccion}
          type="date"
          error={errors.electionDate?.message}
          {...register('electionDate')}
        />
        <TextField
          label={T.metaDefensores}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.targetDefenders?.message}
          {...register('targetDefenders', { setValueAs: numeroDeCampo })}
        />
      </div>
      {configurar.isError && (
        <Alert>
          {MENSAJES_TERRITORIAL.errorConfiguracion}: {configurar.error.message}
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        {region.configured && (
          <Button variant="secondary" onClick={onDone} disabled={configurar.isPending}>
            {T.cancelar}
          </Button>
        )}
        <Button type="submit" disabled={configurar.isPending}>
          {configurar.isPending ? T.guardando : region.configured ? T.actualizar : T.guardar}
        </Button>
      </div>
    </form>
  );
}
