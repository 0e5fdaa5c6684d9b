import {
  configuracionRegionNueva,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type ConfiguracionRegionNueva,
  type RegionTerritorial,
} from '@comando/contract';
import type { z } from 'zod';
import { Button, DateField, NumberField, SaveError, useFormulario } from '../../ui/index.js';
import { useConfigurarRegion } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/**
 * Election configuration of a region. The first time it is the only thing shown
 * and saves with 'Guardar'; once configured it updates with 'Actualizar' and can be cancelled.
 */
export function ConfiguracionForm({ region, onDone }: { region: RegionTerritorial; onDone: () => void }) {
  const configurar = useConfigurarRegion(region.id);
  const { control, handleSubmit } = useFormulario<
    ConfiguracionRegionNueva,
    z.output<typeof configuracionRegionNueva>
  >(configuracionRegionNueva, {
    electionDate: region.electionDate,
    targetDefenders: region.targetDefenders,
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
        <DateField control={control} name="electionDate" label={T.fechaEleccion} />
        <NumberField control={control} name="targetDefenders" label={T.metaDefensores} min={1} />
      </div>
      <SaveError text={MENSAJES_TERRITORIAL.errorConfiguracion} error={configurar.error} />
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
