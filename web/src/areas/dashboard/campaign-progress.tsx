import { zodResolver } from '@hookform/resolvers/zod';
import {
  campanaCambios,
  ETIQUETAS_CAMPOS,
  formatPorcentaje,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type CampanaProgreso,
} from '@comando/contract';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card, numeroDeCampo, ProgressBar, QueryState, SelectField, TextField } from '../../ui/index.js';
import { useCampanas } from './api/queries.js';
import { useGuardarCampana } from './api/mutations.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

/** PROGRESO DE CAMPAÑAS: five cards with the trend arrow, then one bar per campaign. */
export function CampaignProgressCard({ editable }: { editable: boolean }) {
  const campanas = useCampanas();
  const data = campanas.data;
  return (
    <Card
      title={T.progresoCampanas}
      actions={editable && data ? <CampanaEditButton campanas={data} /> : undefined}
    >
      <QueryState query={campanas} loadingText={T.cargandoDatos}>
        {(data) => (
          <>
            {/* As many columns as fit cards of 6rem (name, value and arrow), from 360 to 1920 px. */}
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
              {data.map((c) => (
                <li key={c.id} className="min-w-0 rounded-lg border border-borde bg-panel-2 p-2">
                  <p className="truncate text-xs font-semibold text-tenue" title={c.name}>
                    {c.name}
                  </p>
                  <p className="flex items-center gap-1 text-base font-bold whitespace-nowrap tabular-nums">
                    {formatPorcentaje(c.progress)}
                    {c.trend === 'up' ? (
                      <TrendingUp aria-label={T.sube} role="img" size={18} className="shrink-0 text-teal" />
                    ) : (
                      <TrendingDown
                        aria-label={T.baja}
                        role="img"
                        size={18}
                        className="shrink-0 text-coral"
                      />
                    )}
                  </p>
                </li>
              ))}
            </ul>
            <ul className="mt-4 flex flex-col gap-2">
              {data.map((c) => (
                <li key={c.id} className="grid grid-cols-[6rem_1fr_4.5rem] items-center gap-2 text-xs">
                  <span className="truncate text-tenue">{c.name}</span>
                  <ProgressBar value={c.progress} label={c.name} valueText={formatPorcentaje(c.progress)} />
                  <span className="text-right font-medium whitespace-nowrap tabular-nums">
                    {formatPorcentaje(c.progress)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Card>
  );
}

type Entrada = z.input<typeof campanaCambios>;
type Salida = z.output<typeof campanaCambios>;

function CampanaEditButton({ campanas }: { campanas: CampanaProgreso[] }) {
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState(campanas[0]?.name ?? '');
  const guardar = useGuardarCampana();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(campanaCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;

  const cargar = (name: string) => {
    const c = campanas.find((x) => x.name === name);
    setNombre(name);
    form.reset({ progress: c?.progress, trend: c?.trend ?? 'up' });
  };
  const abrir = (v: boolean) => {
    if (v) cargar(campanas[0]?.name ?? '');
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) =>
    guardar.mutate({ name: nombre, body }, { onSuccess: () => abrir(false) }),
  );

  return (
    <>
      <EditButton label={TITULOS_MODALES.campanas} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.campanas}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <SelectField label={ETIQUETAS_CAMPOS.campana} value={nombre} onChange={(e) => cargar(e.target.value)}>
          {campanas.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ETIQUETAS_CAMPOS.progreso}
          type="number"
          step="0.01"
          min={0}
          max={100}
          error={errors.progress?.message}
          {...form.register('progress', { setValueAs: numeroDeCampo })}
        />
        <SelectField
          label={ETIQUETAS_CAMPOS.tendencia}
          error={errors.trend?.message}
          {...form.register('trend')}
        >
          <option value="up">{T.sube}</option>
          <option value="down">{T.baja}</option>
        </SelectField>
      </EditModal>
    </>
  );
}
