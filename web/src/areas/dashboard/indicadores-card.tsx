import {
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  formatPorcentaje,
  indicadorCambios,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type IndicadorSecundario,
} from '@comando/contract';
import { useState } from 'react';
import { Card, FormDialog, NumberField, ProgressBar, QueryState, SelectField } from '../../ui/index.js';
import { useGuardarIndicador } from './api/mutations.js';
import { useIndicadores } from './api/queries.js';
import { EditButton } from './edit-button.js';

/** Secondary indicators: the percent value of each indicator type. */
export function IndicadoresCard({ editable }: { editable: boolean }) {
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

function IndicadorEditButton({ indicadores }: { indicadores: IndicadorSecundario[] }) {
  const primero = indicadores[0]?.type ?? '';
  const [tipo, setTipo] = useState(primero);
  const guardar = useGuardarIndicador();
  const valorDe = (type: string) => indicadores.find((x) => x.type === type)?.value;
  return (
    <FormDialog
      title={TITULOS_MODALES.indicadores}
      schema={indicadorCambios}
      defaultValues={() => ({ value: valorDe(primero) })}
      onOpenChange={(open) => {
        if (open) setTipo(primero);
      }}
      onSubmit={(body) => guardar.mutateAsync({ type: tipo, body })}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.indicadores} />}
    >
      {({ control, setValue }) => (
        <>
          <SelectField
            label={ETIQUETAS_CAMPOS.tipo}
            value={tipo}
            onChange={(e) => {
              setTipo(e.target.value);
              // The chosen indicator's stored value (spec §4: updated by type).
              setValue('value', valorDe(e.target.value));
            }}
          >
            {indicadores.map((i) => (
              <option key={i.type} value={i.type}>
                {i.type}
              </option>
            ))}
          </SelectField>
          <NumberField control={control} name="value" label={ETIQUETAS_CAMPOS.valor} step={0.01} />
        </>
      )}
    </FormDialog>
  );
}
