import { papeleta, TEXTOS_ACTAS, type Partido } from '@comando/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button, Card, FormDialog, IconButton, QueryState, TextField } from '../../../ui/index.js';
import { useGuardarPartidos } from './api/mutations.js';
import { CuadroColor } from './figuras-acta.js';
import { usePartidos } from './api/queries.js';

const REGLA_PAPELETA = z.object({ partidos: papeleta });
type FormPapeleta = z.input<typeof REGLA_PAPELETA>;

/** Admin: the ballot's parties, and the button that edits them. */
export function PapeletaCard() {
  const partidos = usePartidos();
  return (
    <Card
      title={TEXTOS_ACTAS.papeleta}
      className="mt-6"
      actions={partidos.data && <EditarPapeletaButton partidos={partidos.data} />}
    >
      <p className="mb-2 text-sm text-tenue">{TEXTOS_ACTAS.papeletaAyuda}</p>
      <QueryState query={partidos}>
        {(lista) => (
          <ul className="flex flex-wrap gap-2">
            {lista.map((p) => (
              <li
                key={p.sigla}
                className="flex items-center gap-2 rounded-lg border border-borde px-2 py-1 text-sm"
              >
                <CuadroColor color={p.color} />
                <strong>{p.sigla}</strong> {p.nombre}
                {p.nuestro && (
                  <span className="rounded bg-teal/15 px-1.5 text-xs font-semibold text-teal">
                    {TEXTOS_ACTAS.nuestro}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

export function EditarPapeletaButton({ partidos }: { partidos: Partido[] }) {
  const guardar = useGuardarPartidos();
  return (
    <FormDialog
      title={TEXTOS_ACTAS.papeleta}
      description={TEXTOS_ACTAS.papeletaAyuda}
      schema={REGLA_PAPELETA}
      defaultValues={() => ({
        partidos: partidos.length ? partidos : [{ sigla: '', nombre: '', color: '#2dd4bf', nuestro: false }],
      })}
      onSubmit={(v) => guardar.mutateAsync(v.partidos)}
      saveErrorText={TEXTOS_ACTAS.errorPapeleta}
      size="lg"
      trigger={
        <Button size="sm" variant="secondary">
          {TEXTOS_ACTAS.editarPapeleta}
        </Button>
      }
    >
      {(form) => <FilasPapeleta form={form} />}
    </FormDialog>
  );
}

function FilasPapeleta({ form }: { form: UseFormReturn<FormPapeleta, unknown, { partidos: Partido[] }> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'partidos' });
  const errores = form.formState.errors.partidos;
  return (
    <div className="flex flex-col gap-3">
      {errores?.root?.message && (
        <p role="alert" className="text-sm text-coral">
          {errores.root.message}
        </p>
      )}
      {errores?.message && (
        <p role="alert" className="text-sm text-coral">
          {errores.message}
        </p>
      )}
      <p className="text-sm text-tenue">{TEXTOS_ACTAS.nuestroAyuda}</p>
      {fields.map((f, i) => (
        <div key={f.id} className="grid grid-cols-[1fr_2fr_auto_auto_auto] items-end gap-2">
          <TextField
            label={TEXTOS_ACTAS.sigla}
            error={errores?.[i]?.sigla?.message}
            {...form.register(`partidos.${i}.sigla`)}
          />
          <TextField
            label={TEXTOS_ACTAS.nombre}
            error={errores?.[i]?.nombre?.message}
            {...form.register(`partidos.${i}.nombre`)}
          />
          <TextField
            label={TEXTOS_ACTAS.color}
            type="color"
            className="h-11 w-14 p-1"
            error={errores?.[i]?.color?.message}
            {...form.register(`partidos.${i}.color`)}
          />
          <label className="mb-1 flex min-h-11 flex-col items-center justify-end gap-1 text-xs text-tenue">
            <input
              type="checkbox"
              className="size-5 accent-teal"
              {...form.register(`partidos.${i}.nuestro`)}
            />
            {TEXTOS_ACTAS.nuestro}
          </label>
          <IconButton
            label={TEXTOS_ACTAS.quitarPartido(form.getValues(`partidos.${i}.sigla`))}
            onClick={() => remove(i)}
            className="mb-1"
          >
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => append({ sigla: '', nombre: '', color: '#94a3b8', nuestro: false })}
      >
        <Plus size={16} aria-hidden="true" />
        {TEXTOS_ACTAS.agregarPartido}
      </Button>
    </div>
  );
}
