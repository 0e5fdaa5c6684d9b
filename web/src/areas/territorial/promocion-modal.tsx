import { zodResolver } from '@hookform/resolvers/zod';
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
import { useForm } from 'react-hook-form';
import { Alert, Button, numeroDeCampo, ProgressBar, TextField } from '../../ui/index.js';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MetaPromocionNueva>({
    resolver: zodResolver(metaPromocionNueva, undefined, { raw: true }),
    defaultValues: { targetPromoters: region.targetPromoters },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) =>
    actualizar.mutate(
      { body },
      // The server forces the goal to at least 1: show what it stored.
      { onSuccess: (r) => reset({ targetPromoters: r.targetPromoters }) },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <TextField
        label={T.metaPromovidos}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.targetPromoters?.message}
        {...register('targetPromoters', { setValueAs: numeroDeCampo })}
      />
      {actualizar.isError && (
        <Alert>
          {MENSAJES_TERRITORIAL.errorMeta}: {actualizar.error.message}
        </Alert>
      )}
      <Button type="submit" variant="secondary" disabled={actualizar.isPending} className="self-start">
        {actualizar.isPending ? T.guardando : T.actualizarMeta}
      </Button>
    </form>
  );
}

function RegistroForm({ region }: { region: string }) {
  const registrar = useRegistrarPromovidos(region);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RegistroPromovidos>({
    resolver: zodResolver(registroPromovidos, undefined, { raw: true }),
    defaultValues: { quantity: undefined },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) =>
    // An empty input again (react-hook-form leaves the input as it was for `undefined`);
    // numeroDeCampo reads the blank as "no number", so the schema's own message appears.
    registrar.mutate({ body }, { onSuccess: () => reset({ quantity: '' as unknown as number }) }),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <TextField
        label={T.cantidadPersonas}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.quantity?.message}
        {...register('quantity', { setValueAs: numeroDeCampo })}
      />
      {registrar.isError && (
        <Alert>
          {MENSAJES_TERRITORIAL.errorRegistro}: {registrar.error.message}
        </Alert>
      )}
      <Button type="submit" disabled={registrar.isPending} className="self-start">
        {registrar.isPending ? T.registrando : T.registrar}
      </Button>
    </form>
  );
}
