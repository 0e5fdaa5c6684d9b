import {
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  finanzasCambios,
  formatPorcentaje,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type FinanzasDashboard,
} from '@comando/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, cn, FormDialog, NumberField, QueryState } from '../../ui/index.js';
import { useFinanzas } from './api/queries.js';
import { useGuardarFinanzas } from './api/mutations.js';
import { EditButton } from './edit-button.js';

/** Finance status; the way to the Finanzas screen (it has no link in the nav bar). */
export function FinanzasCard({ editable }: { editable: boolean }) {
  const finanzas = useFinanzas();
  const data = finanzas.data;
  return (
    <Card title={T.finanzas} actions={editable && data ? <FinanzasEditButton finanzas={data} /> : undefined}>
      <QueryState query={finanzas} loadingText={T.cargandoDatos}>
        {(data) => (
          <dl className="flex flex-col gap-2 text-sm">
            <Fila etiqueta={T.presupuestoEjercido} valor={data.exercisedBudget} />
            <Fila etiqueta={T.presupuestoDevengado} valor={data.accruedBudget} />
            <Fila
              etiqueta={T.retrasoCronograma}
              valor={data.scheduleDelay}
              className={data.scheduleDelay < 0 ? 'text-coral' : 'text-teal'}
            />
          </dl>
        )}
      </QueryState>
      <Link
        to="/finanzas"
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-teal hover:underline"
      >
        {T.verFinanzas}
        <ArrowRight aria-hidden="true" size={14} />
      </Link>
    </Card>
  );
}

function Fila({ etiqueta, valor, className }: { etiqueta: string; valor: number; className?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-tenue">{etiqueta}</dt>
      <dd className={cn('text-lg font-bold', className)}>{formatPorcentaje(valor)}</dd>
    </div>
  );
}

/** Spec dashboard.md §5: finance fields step 0.1. */
function FinanzasEditButton({ finanzas }: { finanzas: FinanzasDashboard }) {
  const guardar = useGuardarFinanzas();
  return (
    <FormDialog
      title={TITULOS_MODALES.finanzas}
      schema={finanzasCambios}
      defaultValues={() => ({
        exercisedBudget: finanzas.exercisedBudget,
        accruedBudget: finanzas.accruedBudget,
        scheduleDelay: finanzas.scheduleDelay,
      })}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.finanzas} />}
    >
      {({ control }) => (
        <>
          <NumberField
            control={control}
            name="exercisedBudget"
            label={ETIQUETAS_CAMPOS.ejercido}
            step={0.1}
          />
          <NumberField control={control} name="accruedBudget" label={ETIQUETAS_CAMPOS.devengado} step={0.1} />
          <NumberField
            control={control}
            name="scheduleDelay"
            label={ETIQUETAS_CAMPOS.retrasoCronograma}
            step={0.1}
          />
        </>
      )}
    </FormDialog>
  );
}
