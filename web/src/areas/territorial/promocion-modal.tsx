import {
  formatProgresoRegion,
  MENSAJES_TERRITORIAL,
  metaPromocionNueva,
  progresoPromocion,
  registroPromovidos,
  TEXTOS_TERRITORIAL,
  type MetaPromocionNueva,
  type RegionTerritorial,
  type RegistroPromovidos,
} from '@comando/contract';
import type { z } from 'zod';
import { Button, NumberField, ProgressBar, SaveError, useFormulario } from '../../ui/index.js';
import { useActualizarMeta, useRegistrarPromovidos } from './api/mutations.js';

const T = TEXTOS_TERRITORIAL;

/** Content of the Promoción modal: goal, registration and progress. */
export function PromocionModal({ region }: { region: RegionTerritorial }) {
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
  const { control, handleSubmit, reset } = useFormulario<
    MetaPromocionNueva,
    z.output<typeof metaPromocionNueva>
  >(metaPromocionNueva, { targetPromoters: region.targetPromoters });
  const onSubmit = handleSubmit((body) =>
    actualizar.mutate(
      { body },
      // The server forces the goal to at least 1: show what it stored.
      { onSuccess: (r) => reset({ targetPromoters: r.targetPromoters }) },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <NumberField control={control} name="targetPromoters" label={T.metaPromovidos} min={1} />
      <SaveError text={MENSAJES_TERRITORIAL.errorMeta} error={actualizar.error} />
      <Button type="submit" variant="secondary" disabled={actualizar.isPending} className="self-start">
        {actualizar.isPending ? T.guardando : T.actualizarMeta}
      </Button>
    </form>
  );
}

function RegistroForm({ region }: { region: string }) {
  const registrar = useRegistrarPromovidos(region);
  const { control, handleSubmit, reset } = useFormulario<
    RegistroPromovidos,
    z.output<typeof registroPromovidos>
  >(registroPromovidos, { quantity: undefined });
  const onSubmit = handleSubmit((body) =>
    registrar.mutate({ body }, { onSuccess: () => reset({ quantity: undefined }) }),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <NumberField control={control} name="quantity" label={T.cantidadPersonas} min={1} />
      <SaveError text={MENSAJES_TERRITORIAL.errorRegistro} error={registrar.error} />
      <Button type="submit" disabled={registrar.isPending} className="self-start">
        {registrar.isPending ? T.registrando : T.registrar}
      </Button>
    </form>
  );
}
