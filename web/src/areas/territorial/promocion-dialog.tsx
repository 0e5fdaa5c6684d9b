import {
  formatProgresoRegion,
  MENSAJES_TERRITORIAL,
  metaPromocionNueva,
  progresoPromocion,
  registroPromovidos,
  TEXTOS_TERRITORIAL,
  type RegionTerritorial,
} from '@comando/contract';
import { InlineForm, NumberField, ProgressBar } from '../../ui/index.js';
import { useActualizarMeta, useRegistrarPromovidos } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/** Content of the Promoción modal: goal, registration and progress. */
export function PromocionDialog({ region }: { region: RegionTerritorial }) {
  const pct = progresoPromocion(region);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 rounded-lg bg-panel-2/50 p-4">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-sm text-texto">
            {T.personasPromovidas(region.promotedCount, region.targetPromoters)}
          </p>
          <strong className="text-teal tabular-nums">{formatProgresoRegion(pct)}</strong>
        </div>
        <ProgressBar value={region.promotedCount} max={region.targetPromoters} label={T.promocion} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MetaForm region={region} />
        <RegistroForm region={region.id} />
      </div>
    </div>
  );
}

function MetaForm({ region }: { region: RegionTerritorial }) {
  const actualizar = useActualizarMeta(region.id);
  return (
    <InlineForm
      schema={metaPromocionNueva}
      defaultValues={{ targetPromoters: region.targetPromoters }}
      onSubmit={(body) => actualizar.mutateAsync({ body })}
      // The server forces the goal to at least 1: show what it stored.
      onDone={(r, form) => form.reset({ targetPromoters: r.targetPromoters })}
      saveErrorText={MENSAJES_TERRITORIAL.errorMeta}
      submitLabel={T.actualizarMeta}
      busyLabel={T.guardando}
      submitVariant="secondary"
      align="start"
    >
      {({ control }) => (
        <NumberField control={control} name="targetPromoters" label={T.metaPromovidos} min={1} />
      )}
    </InlineForm>
  );
}

function RegistroForm({ region }: { region: string }) {
  const registrar = useRegistrarPromovidos(region);
  return (
    <InlineForm
      schema={registroPromovidos}
      defaultValues={{ quantity: undefined }}
      onSubmit={(body) => registrar.mutateAsync({ body })}
      onDone={(_, form) => form.reset({ quantity: undefined })}
      saveErrorText={MENSAJES_TERRITORIAL.errorRegistro}
      submitLabel={T.registrar}
      busyLabel={T.registrando}
      align="start"
    >
      {({ control }) => <NumberField control={control} name="quantity" label={T.cantidadPersonas} min={1} />}
    </InlineForm>
  );
}
