import { zodResolver } from '@hookform/resolvers/zod';
import {
  COLUMNAS_POR_AREA,
  ETIQUETAS_CAMPOS,
  ETIQUETAS_CONTEO,
  metricaCambios,
  TITULOS_MODALES,
  type AreaMetrica,
  type MetricaOperacion,
} from '@comando/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { numeroDeCampo, SelectField, TextField } from '../../ui/index.js';
import { useGuardarMetrica } from './api/mutations.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

type Entrada = z.input<typeof metricaCambios>;
type Salida = z.output<typeof metricaCambios>;

const columnas = (area: string) => COLUMNAS_POR_AREA[area as AreaMetrica] ?? [];

/** Operation-metrics modal: progress and the chosen area's own counts. */
export function MetricaEditButton({ metricas }: { metricas: MetricaOperacion[] }) {
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState(metricas[0]?.area ?? '');
  const guardar = useGuardarMetrica();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(metricaCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;

  const cargar = (a: string) => {
    setArea(a);
    const m = metricas.find((x) => x.area === a);
    const valores: Record<string, unknown> = { progress: m ? String(m.progress) : '' };
    for (const k of columnas(a)) {
      const c = m?.[k];
      valores[k] = { current: c?.current, target: c?.target };
    }
    form.reset(valores);
  };
  const abrir = (v: boolean) => {
    if (v) cargar(metricas[0]?.area ?? '');
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) =>
    guardar.mutate({ area, body }, { onSuccess: () => abrir(false) }),
  );

  return (
    <>
      <EditButton label={TITULOS_MODALES.metricas} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.metricas}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <SelectField label={ETIQUETAS_CAMPOS.area} value={area} onChange={(e) => cargar(e.target.value)}>
          {metricas.map((m) => (
            <option key={m.area} value={m.area}>
              {m.area}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ETIQUETAS_CAMPOS.progreso}
          type="number"
          step="0.1"
          min={0}
          max={100}
          error={errors.progress?.message}
          {...form.register('progress', { setValueAs: numeroDeCampo })}
        />
        {columnas(area).map((k) => (
          <div key={`${area}-${k}`} className="grid grid-cols-2 gap-3">
            <TextField
              label={`${ETIQUETAS_CONTEO[k]} (${ETIQUETAS_CAMPOS.actual})`}
              type="number"
              step="1"
              min={0}
              error={errors[k]?.current?.message}
              {...form.register(`${k}.current`, { setValueAs: numeroDeCampo })}
            />
            <TextField
              label={`${ETIQUETAS_CONTEO[k]} (${ETIQUETAS_CAMPOS.meta})`}
              type="number"
              step="1"
              min={0}
              error={errors[k]?.target?.message}
              {...form.register(`${k}.target`, { setValueAs: numeroDeCampo })}
            />
          </div>
        ))}
      </EditModal>
    </>
  );
}
