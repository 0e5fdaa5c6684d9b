import { zodResolver } from '@hookform/resolvers/zod';
import {
  ETIQUETAS_CAMPOS,
  formatPorcentaje,
  indicadorCambios,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type IndicadorSecundario,
} from '@comando/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card, numeroDeCampo, ProgressBar, QueryState, SelectField, TextField } from '../../ui/index.js';
import { useGuardarIndicador } from './api/mutations.js';
import { useIndicadores } from './api/queries.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

/** Secondary indicators: the percent value of each indicator type. */
export function IndicatorsCard({ editable }: { editable: boolean }) {
  const indicadores = useIndicadores();
  const data = indicadores.data;
  return (
    <Card
      title={T.indicadores}
      actions={editable && data ? <IndicadorEditButton indicadores={data} /> : undefined}
    >
      <QueryState query={indicadores} loadingText={T.cargandoDatos}>
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.map((i) => (
              <li key={i.type}>
                <div className="flex items-baseline justify-between gap-2 text-xs">
                  <span className="text-tenue">{i.type}</span>
                  <span className="text-base font-bold">{formatPorcentaje(i.value)}</span>
                </div>
                <ProgressBar
                  value={i.value}
                  label={i.type}
                  valueText={formatPorcentaje(i.value)}
                  barClassName="bg-primario"
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

type Entrada = z.input<typeof indicadorCambios>;
type Salida = z.output<typeof indicadorCambios>;

function IndicadorEditButton({ indicadores }: { indicadores: IndicadorSecundario[] }) {
  const [open, setOpen] = useState(false);
  const [tipo, setTipo] = useState(indicadores[0]?.type ?? '');
  const guardar = useGuardarIndicador();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(indicadorCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const cargar = (type: string) => {
    setTipo(type);
    const i = indicadores.find((x) => x.type === type);
    form.reset({ value: i?.value });
  };
  const abrir = (v: boolean) => {
    if (v) cargar(indicadores[0]?.type ?? '');
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) =>
    guardar.mutate({ type: tipo, body }, { onSuccess: () => abrir(false) }),
  );

  return (
    <>
      <EditButton label={TITULOS_MODALES.indicadores} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.indicadores}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <SelectField label={ETIQUETAS_CAMPOS.tipo} value={tipo} onChange={(e) => cargar(e.target.value)}>
          {indicadores.map((i) => (
            <option key={i.type} value={i.type}>
              {i.type}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ETIQUETAS_CAMPOS.valor}
          type="number"
          step="0.01"
          error={form.formState.errors.value?.message}
          {...form.register('value', { setValueAs: numeroDeCampo })}
        />
      </EditModal>
    </>
  );
}
