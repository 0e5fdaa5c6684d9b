import { zodResolver } from '@hookform/resolvers/zod';
import {
  ETIQUETAS_CAMPOS,
  formatPorcentaje,
  nombreMicrocampana,
  operacionCambios,
  segmentosOperacion,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type AvanceOperacion,
} from '@comando/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card, numeroDeCampo, ProgressBar, QueryState, SelectField, TextField } from '../../ui/index.js';
import { useGuardarOperacion } from './api/mutations.js';
import { useOperacion } from './api/queries.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

/** AVANCE GENERAL DE LA OPERACIÓN: each micro-campaign's bar in progress, delay and remainder. */
export function OperationProgressPanel({ editable }: { editable: boolean }) {
  const operacion = useOperacion();
  const data = operacion.data;
  return (
    <Card
      title={T.operacion}
      actions={editable && data ? <OperacionEditButton operacion={data} /> : undefined}
    >
      <div className="flex gap-3 pb-2 text-xs text-tenue" aria-hidden="true">
        <Leyenda className="bg-teal" texto={T.avance} />
        <Leyenda className="bg-coral" texto={T.retraso} />
        <Leyenda className="bg-panel-2" texto={T.restante} />
      </div>
      <QueryState query={operacion} loadingText={T.cargandoDatos}>
        {(data) => (
          // Focusable so keyboard users can scroll the list (it holds no control of its own).
          <ul
            tabIndex={0}
            aria-label={T.operacion}
            className="flex max-h-[calc(400px-4rem)] flex-col gap-3 overflow-y-auto rounded-md pr-1"
          >
            {data.map((o) => {
              const s = segmentosOperacion(o.progress, o.delay);
              const nombre = nombreMicrocampana(o.campaign);
              return (
                <li key={o.campaign}>
                  <div className="flex justify-between text-xs">
                    <span className="font-medium">{nombre}</span>
                    <span className="text-tenue">
                      {formatPorcentaje(o.progress)}
                      <span className="sr-only">
                        , {T.retraso} {formatPorcentaje(o.delay)}
                      </span>
                    </span>
                  </div>
                  <ProgressBar
                    value={s.progress}
                    label={nombre}
                    valueText={`${T.avance} ${formatPorcentaje(s.progress)}, ${T.retraso} ${formatPorcentaje(s.delay)}`}
                    segments={[
                      {
                        value: s.progress,
                        className: 'bg-teal',
                        label: `${T.avance} ${formatPorcentaje(s.progress)}`,
                      },
                      {
                        value: s.delay,
                        className: 'bg-coral',
                        label: `${T.retraso} ${formatPorcentaje(s.delay)}`,
                      },
                      {
                        value: s.remainder,
                        className: 'bg-panel-2',
                        label: `${T.restante} ${formatPorcentaje(s.remainder)}`,
                      },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function Leyenda({ className, texto }: { className: string; texto: string }) {
  return (
    <span className="flex items-center gap-1">
      <span className={`inline-block h-2 w-3 rounded-sm border border-borde ${className}`} />
      {texto}
    </span>
  );
}

type Entrada = z.input<typeof operacionCambios>;
type Salida = z.output<typeof operacionCambios>;

function OperacionEditButton({ operacion }: { operacion: AvanceOperacion[] }) {
  const [open, setOpen] = useState(false);
  const [campana, setCampana] = useState(operacion[0]?.campaign ?? 1);
  const guardar = useGuardarOperacion();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(operacionCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;

  const cargar = (n: number) => {
    setCampana(n);
    const o = operacion.find((x) => x.campaign === n);
    form.reset({ progress: o?.progress, delay: o?.delay });
  };
  const abrir = (v: boolean) => {
    if (v) cargar(operacion[0]?.campaign ?? 1);
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) =>
    guardar.mutate({ campaign: campana, body }, { onSuccess: () => abrir(false) }),
  );
  return (
    <>
      <EditButton label={TITULOS_MODALES.operacion} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.operacion}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <SelectField
          label={ETIQUETAS_CAMPOS.microcampana}
          value={campana}
          onChange={(e) => cargar(Number(e.target.value))}
        >
          {operacion.map((o) => (
            <option key={o.campaign} value={o.campaign}>
              {nombreMicrocampana(o.campaign)}
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
        <TextField
          label={ETIQUETAS_CAMPOS.retraso}
          type="number"
          step="0.01"
          min={0}
          max={100}
          error={errors.delay?.message}
          {...form.register('delay', { setValueAs: numeroDeCampo })}
        />
      </EditModal>
    </>
  );
}
