import {
  campanaCambios,
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  formatPorcentaje,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type CampanaProgreso,
} from '@comando/contract';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Card, FormDialog, NumberField, ProgressBar, QueryState, SelectField } from '../../ui/index.js';
import { useCampanas } from './api/queries.js';
import { useGuardarCampana } from './api/mutations.js';
import { EditButton } from './edit-button.js';

/** PROGRESO DE CAMPAÑAS: five cards with the trend arrow, then one bar per campaign. */
export function ProgresoCampanaCard({ editable }: { editable: boolean }) {
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

function CampanaEditButton({ campanas }: { campanas: CampanaProgreso[] }) {
  const primera = campanas[0]?.name ?? '';
  const [nombre, setNombre] = useState(primera);
  const guardar = useGuardarCampana();
  const valoresDe = (name: string) => {
    const c = campanas.find((x) => x.name === name);
    return { progress: c?.progress, trend: c?.trend ?? ('up' as const) };
  };
  return (
    <FormDialog
      title={TITULOS_MODALES.campanas}
      schema={campanaCambios}
      defaultValues={() => valoresDe(primera)}
      onOpenChange={(open) => {
        if (open) setNombre(primera);
      }}
      onSubmit={(body) => guardar.mutateAsync({ name: nombre, body })}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.campanas} />}
    >
      {({ register, control, setValue, formState: { errors } }) => (
        <>
          <SelectField
            label={ETIQUETAS_CAMPOS.campana}
            value={nombre}
            onChange={(e) => {
              setNombre(e.target.value);
              // The chosen campaign's stored values (spec §4: updated by name).
              const v = valoresDe(e.target.value);
              setValue('progress', v.progress);
              setValue('trend', v.trend);
            }}
          >
            {campanas.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
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
          <SelectField
            label={ETIQUETAS_CAMPOS.tendencia}
            error={errors.trend?.message}
            {...register('trend')}
          >
            <option value="up">{T.sube}</option>
            <option value="down">{T.baja}</option>
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
