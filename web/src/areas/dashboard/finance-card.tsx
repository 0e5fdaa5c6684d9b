import { zodResolver } from '@hookform/resolvers/zod';
import {
  ETIQUETAS_CAMPOS,
  finanzasCambios,
  formatPorcentaje,
  TEXTOS_PANELES_DASHBOARD as T,
  TITULOS_MODALES,
  type FinanzasDashboard,
} from '@comando/contract';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Card, cn, numeroDeCampo, QueryState, TextField } from '../../ui/index.js';
import { useFinanzas } from './api/queries.js';
import { useGuardarFinanzas } from './api/mutations.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

/** Finance status; the way to the Finanzas screen (it has no link in the nav bar). */
export function FinanceCard({ editable }: { editable: boolean }) {
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

type Entrada = z.input<typeof finanzasCambios>;
type Salida = z.output<typeof finanzasCambios>;

function FinanzasEditButton({ finanzas }: { finanzas: FinanzasDashboard }) {
  const [open, setOpen] = useState(false);
  const guardar = useGuardarFinanzas();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(finanzasCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  const abrir = (v: boolean) => {
    if (v) {
      form.reset({
        exercisedBudget: finanzas.exercisedBudget,
        accruedBudget: finanzas.accruedBudget,
        scheduleDelay: finanzas.scheduleDelay,
      });
    }
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) => guardar.mutate(body, { onSuccess: () => abrir(false) }));
  const numero = { type: 'number', step: '0.1' } as const;
  return (
    <>
      <EditButton label={TITULOS_MODALES.finanzas} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.finanzas}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <TextField
          label={ETIQUETAS_CAMPOS.ejercido}
          {...numero}
          error={errors.exercisedBudget?.message}
          {...form.register('exercisedBudget', { setValueAs: numeroDeCampo })}
        />
        <TextField
          label={ETIQUETAS_CAMPOS.devengado}
          {...numero}
          error={errors.accruedBudget?.message}
          {...form.register('accruedBudget', { setValueAs: numeroDeCampo })}
        />
        <TextField
          label={ETIQUETAS_CAMPOS.retrasoCronograma}
          {...numero}
          error={errors.scheduleDelay?.message}
          {...form.register('scheduleDelay', { setValueAs: numeroDeCampo })}
        />
      </EditModal>
    </>
  );
}
