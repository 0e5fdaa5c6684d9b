import {
  CANDIDATOS_TACTICOS,
  encuestaNueva,
  formatPorcentaje,
  MENSAJES_ENCUESTAS,
  sumaPorcentajes,
  TEXTOS_ENCUESTAS as T,
  TOLERANCIA_SUMA,
} from '@comando/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button, DateField, FormDialog, IconButton, NumberField, TextField } from '../../ui/index.js';
import { useCrearEncuesta } from './api/mutations.js';

type Entrada = z.input<typeof encuestaNueva>;
type Salida = z.output<typeof encuestaNueva>;

// Blank number fields until typed: the form holds no value, the schema asks for one.
const vacio = (): DefaultValues<Entrada> => ({
  fecha: '',
  encuestadora: '',
  muestra: undefined,
  resultados: CANDIDATOS_TACTICOS.map((candidato) => ({ candidato, porcentaje: undefined })),
});

/** The button that opens the new-poll dialog; the table and tracking refresh after a save. */
export function NuevaEncuestaButton({ label }: { label: string }) {
  const crear = useCrearEncuesta();
  return (
    <FormDialog<Entrada, Salida>
      title={T.nuevaTitulo}
      size="lg"
      schema={encuestaNueva}
      defaultValues={vacio}
      onSubmit={(body) => crear.mutateAsync(body)}
      saveErrorText={MENSAJES_ENCUESTAS.errorGuardar}
      trigger={
        <Button size="sm">
          <Plus size={16} aria-hidden="true" />
          {label}
        </Button>
      }
    >
      {(form) => <Campos form={form} />}
    </FormDialog>
  );
}

/** The fields: the poll, then one row per candidate (the four of the tracking are fixed). */
function Campos({ form }: { form: UseFormReturn<Entrada, unknown, Salida> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'resultados' });
  const resultados = useWatch({ control, name: 'resultados' });
  const suma = sumaPorcentajes(
    resultados.map((r) =>
      typeof r.porcentaje === 'number' && Number.isFinite(r.porcentaje) ? r.porcentaje : 0,
    ),
  );
  const excede = suma > 100 + TOLERANCIA_SUMA;
  const errorLista = errors.resultados?.message ?? errors.resultados?.root?.message;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <DateField control={control} name="fecha" label={T.fecha} />
        <TextField
          label={T.encuestadora}
          maxLength={100}
          error={errors.encuestadora?.message}
          {...register('encuestadora')}
        />
        <NumberField control={control} name="muestra" label={T.muestraOpcional} min={1} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-texto">{T.resultados}</legend>
        {fields.map((field, i) => {
          const fijo = i < CANDIDATOS_TACTICOS.length;
          return (
            <div key={field.id} className="grid grid-cols-[1fr_9rem_2rem] items-start gap-2">
              <TextField
                label={T.candidato(i + 1)}
                readOnly={fijo}
                maxLength={100}
                error={errors.resultados?.[i]?.candidato?.message}
                {...register(`resultados.${i}.candidato`)}
              />
              <NumberField
                control={control}
                name={`resultados.${i}.porcentaje`}
                label={T.porcentajeDe(resultados[i]?.candidato || T.candidato(i + 1))}
                min={0}
                max={100}
                step={0.01}
              />
              {!fijo && (
                <IconButton label={T.quitarCandidato(i + 1)} className="mt-7" onClick={() => remove(i)}>
                  <Trash2 size={16} aria-hidden="true" />
                </IconButton>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => append({ candidato: '', porcentaje: Number.NaN })}
            disabled={fields.length >= 20}
          >
            <Plus size={16} aria-hidden="true" />
            {T.agregarCandidato}
          </Button>
          <p className={excede ? 'text-sm text-coral' : 'text-sm text-tenue'} aria-live="polite">
            {T.suma(formatPorcentaje(suma))}
          </p>
        </div>
        {errorLista && (
          <p role="alert" className="text-sm text-coral">
            {errorLista}
          </p>
        )}
      </fieldset>
    </>
  );
}
