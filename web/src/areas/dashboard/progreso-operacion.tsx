import {
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  formatPorcentaje,
  nombreMicrocampana,
  operacionCambios,
  segmentosOperacion,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type AvanceOperacion,
} from '@comando/contract';
import { useState } from 'react';
import { Card, FormDialog, NumberField, ProgressBar, QueryState, SelectField } from '../../ui/index.js';
import { useGuardarOperacion } from './api/mutations.js';
import { useOperacion } from './api/queries.js';
import { EditButton } from './edit-button.js';

/** AVANCE GENERAL DE LA OPERACIÓN: each micro-campaign's bar in progress, delay and remainder. */
export function ProgresoOperacionPanel({ editable }: { editable: boolean }) {
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

function OperacionEditButton({ operacion }: { operacion: AvanceOperacion[] }) {
  const primera = operacion[0]?.campaign ?? 1;
  const [campana, setCampana] = useState(primera);
  const guardar = useGuardarOperacion();
  const valoresDe = (n: number) => {
    const o = operacion.find((x) => x.campaign === n);
    return { progress: o?.progress, delay: o?.delay };
  };
  return (
    <FormDialog
      title={TITULOS_MODALES.operacion}
      schema={operacionCambios}
      defaultValues={() => valoresDe(primera)}
      onOpenChange={(open) => {
        if (open) setCampana(primera);
      }}
      onSubmit={(body) => guardar.mutateAsync({ campaign: campana, body })}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.operacion} />}
    >
      {({ control, reset }) => (
        <>
          <SelectField
            label={ETIQUETAS_CAMPOS.microcampana}
            value={campana}
            onChange={(e) => {
              const n = Number(e.target.value);
              setCampana(n);
              reset(valoresDe(n));
            }}
          >
            {operacion.map((o) => (
              <option key={o.campaign} value={o.campaign}>
                {nombreMicrocampana(o.campaign)}
              </option>
            ))}
          </SelectField>
          <NumberField
            control={control}
            name="progress"
            label={ETIQUETAS_CAMPOS.progreso}
            min={0}
            max={100}
            step={0.01}
          />
          <NumberField
            control={control}
            name="delay"
            label={ETIQUETAS_CAMPOS.retraso}
            min={0}
            max={100}
            step={0.01}
          />
        </>
      )}
    </FormDialog>
  );
}
