import {
  COLUMNAS_POR_AREA,
  ETIQUETAS_CAMPOS,
  ETIQUETAS_CONTEO,
  MENSAJES_DASHBOARD,
  metricaCambios,
  TITULOS_MODALES,
  type AreaMetrica,
  type MetricaCambios,
  type MetricaOperacion,
} from '@comando/contract';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog, NumberField, SelectField } from '../../ui/index.js';
import { useGuardarMetrica } from './api/mutations.js';
import { EditButton } from './edit-button.js';

const columnas = (area: string) => COLUMNAS_POR_AREA[area as AreaMetrica] ?? [];

/** Operation-metrics modal: progress and the chosen area's own counts. */
export function MetricaEditButton({ metricas }: { metricas: MetricaOperacion[] }) {
  const primera = metricas[0]?.area ?? '';
  const [area, setArea] = useState(primera);
  const guardar = useGuardarMetrica();
  const valoresDe = (a: string): DefaultValues<MetricaCambios> => {
    const m = metricas.find((x) => x.area === a);
    const valores: Record<string, unknown> = { progress: m?.progress };
    for (const k of columnas(a)) {
      const c = m?.[k];
      valores[k] = { current: c?.current, target: c?.target };
    }
    return valores;
  };
  return (
    <FormDialog
      title={TITULOS_MODALES.metricas}
      schema={metricaCambios}
      defaultValues={() => valoresDe(primera)}
      onOpenChange={(open) => {
        if (open) setArea(primera);
      }}
      onSubmit={(body) => guardar.mutateAsync({ area, body })}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.metricas} />}
    >
      {({ control, reset }) => (
        <>
          <SelectField
            label={ETIQUETAS_CAMPOS.area}
            value={area}
            onChange={(e) => {
              setArea(e.target.value);
              // Each area has its own counts: the form holds the chosen area's values only.
              reset(valoresDe(e.target.value));
            }}
          >
            {metricas.map((m) => (
              <option key={m.area} value={m.area}>
                {m.area}
              </option>
            ))}
          </SelectField>
          <NumberField
            control={control}
            name="progress"
            label={ETIQUETAS_CAMPOS.progreso}
            min={0}
            max={100}
            step={0.1}
          />
          {columnas(area).map((k) => (
            <div key={`${area}-${k}`} className="grid grid-cols-2 gap-3">
              <NumberField
                control={control}
                name={`${k}.current`}
                label={`${ETIQUETAS_CONTEO[k]} (${ETIQUETAS_CAMPOS.actual})`}
                min={0}
              />
              <NumberField
                control={control}
                name={`${k}.target`}
                label={`${ETIQUETAS_CONTEO[k]} (${ETIQUETAS_CAMPOS.meta})`}
                min={0}
              />
            </div>
          ))}
        </>
      )}
    </FormDialog>
  );
}
