import {
  CANDIDATOS_TACTICOS,
  ETIQUETAS_CAMPOS,
  hoyEnLaPaz,
  MENSAJES_TRACKING,
  SERIE_PROPIA,
  TITULOS_MODALES,
  trackingTactico,
  ultimaEntrada,
  type PuntoTracking,
} from '@comando/contract';
import type { z } from 'zod';
import { DateField, FormDialog, NumberField, SelectField } from '../../ui/index.js';
import { useGuardarTracking } from './api/mutations.js';
import { EditButton } from './edit-button.js';

type Entrada = z.input<typeof trackingTactico>;

/**
 * Tactical modal (spec §4): pre-fills from the latest entry of the chosen
 * candidate; with none, today and 0. The server computes the trend.
 */
export function TrackingEditButton({ puntos }: { puntos: PuntoTracking[] }) {
  const guardar = useGuardarTracking();
  const valoresDe = (candidate: string): Entrada => {
    const u = ultimaEntrada(puntos, candidate);
    return u
      ? { date: u.date, candidate, percentage: u.percentage }
      : { date: hoyEnLaPaz(), candidate, percentage: 0 };
  };
  return (
    <FormDialog
      title={TITULOS_MODALES.tactico}
      schema={trackingTactico}
      defaultValues={() => valoresDe(SERIE_PROPIA)}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={MENSAJES_TRACKING.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.tactico} />}
    >
      {({ register, control, reset, formState: { errors } }) => {
        const candidato = register('candidate');
        return (
          <>
            <SelectField
              label={ETIQUETAS_CAMPOS.candidato}
              error={errors.candidate?.message}
              {...candidato}
              onChange={(e) => {
                void candidato.onChange(e);
                reset(valoresDe(e.target.value));
              }}
            >
              {CANDIDATOS_TACTICOS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <DateField control={control} name="date" label={ETIQUETAS_CAMPOS.fecha} />
            {/* Spec §5: min 0, max 100, step 0.01. */}
            <NumberField
              control={control}
              name="percentage"
              label={ETIQUETAS_CAMPOS.porcentaje}
              min={0}
              max={100}
              step={0.01}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
