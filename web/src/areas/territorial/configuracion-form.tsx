import {
  configuracionRegionNueva,
  MENSAJES_TERRITORIAL,
  TEXTOS_TERRITORIAL,
  type RegionTerritorial,
} from '@comando/contract';
import { DateField, InlineForm, NumberField } from '../../ui/index.js';
import { useConfigurarRegion } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/**
 * Election configuration of a region. The first time it is the only thing shown
 * and saves with 'Guardar'; once configured it updates with 'Actualizar' and can be cancelled.
 */
export function ConfiguracionForm({ region, onDone }: { region: RegionTerritorial; onDone: () => void }) {
  const configurar = useConfigurarRegion(region.id);
  return (
    <InlineForm
      schema={configuracionRegionNueva}
      defaultValues={{ electionDate: region.electionDate, targetDefenders: region.targetDefenders }}
      onSubmit={(body) => configurar.mutateAsync({ body })}
      onDone={onDone}
      saveErrorText={MENSAJES_TERRITORIAL.errorConfiguracion}
      submitLabel={region.configured ? T.actualizar : T.guardar}
      busyLabel={T.guardando}
      cancelLabel={T.cancelar}
      onCancel={region.configured ? onDone : undefined}
      aria-label={T.configuracion}
      className="rounded-lg border border-borde bg-panel-2/40 p-4"
    >
      {({ control }) => (
        <>
          <h3 className="text-sm font-semibold text-texto">{T.configuracion}</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField control={control} name="electionDate" label={T.fechaEleccion} />
            <NumberField control={control} name="targetDefenders" label={T.metaDefensores} min={1} />
          </div>
        </>
      )}
    </InlineForm>
  );
}
