import { zodResolver } from '@hookform/resolvers/zod';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { numeroDeCampo, SelectField, TextField } from '../../ui/index.js';
import { useGuardarTracking } from './api/mutations.js';
import { EditButton, EditModal } from './edit-modal.js';

type Entrada = z.input<typeof trackingTactico>;
type Salida = z.output<typeof trackingTactico>;

/**
 * Tactical modal (spec §4): pre-fills from the latest entry of the chosen
 * candidate; with none, today and 0. The server computes the trend.
 */
export function TacticalEditButton({ puntos }: { puntos: PuntoTracking[] }) {
  const [open, setOpen] = useState(false);
  const guardar = useGuardarTracking();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(trackingTactico),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;

  const valoresDe = (candidate: string): Entrada => {
    const u = ultimaEntrada(puntos, candidate);
    return u
      ? { date: u.date, candidate, percentage: u.percentage }
      : { date: hoyEnLaPaz(), candidate, percentage: 0 };
  };
  const abrir = (v: boolean) => {
    if (v) form.reset(valoresDe(SERIE_PROPIA));
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) => guardar.mutate(body, { onSuccess: () => abrir(false) }));
  const candidato = form.register('candidate');

  return (
    <>
      <EditButton label={TITULOS_MODALES.tactico} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.tactico}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={guardar.isError ? MENSAJES_TRACKING.errorGuardar : null}
      >
        <SelectField
          label={ETIQUETAS_CAMPOS.candidato}
          error={errors.candidate?.message}
          {...candidato}
          onChange={(e) => {
            void candidato.onChange(e);
            form.reset(valoresDe(e.target.value));
          }}
        >
          {CANDIDATOS_TACTICOS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ETIQUETAS_CAMPOS.fecha}
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label={ETIQUETAS_CAMPOS.porcentaje}
          type="number"
          min={0}
          max={100}
          step="0.01"
          error={errors.percentage?.message}
          {...form.register('percentage', { setValueAs: numeroDeCampo })}
        />
      </EditModal>
    </>
  );
}
