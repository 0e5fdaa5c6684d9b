import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANDIDATOS_TACTICOS,
  encuestaNueva,
  formatPorcentaje,
  MENSAJES_ENCUESTAS,
  sumaPorcentajes,
  TEXTOS_COMUNES,
  TEXTOS_ENCUESTAS,
  TOLERANCIA_SUMA,
} from '@comando/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Button, FormActions, IconButton, Modal, numeroDeCampo, TextField } from '../../ui/index.js';
import { useCrearEncuesta } from './api/mutations.js';

type Entrada = z.input<typeof encuestaNueva>;
type Salida = z.output<typeof encuestaNueva>;

const vacio = (): DefaultValues<Entrada> => ({
  fecha: '',
  encuestadora: '',
  muestra: undefined,
  resultados: CANDIDATOS_TACTICOS.map((candidato) => ({ candidato, porcentaje: undefined })),
});

// Blank until typed (react-hook-form's append wants the full type; the schema then says it is required).
const filaVacia = { candidato: '', porcentaje: undefined } as unknown as Entrada['resultados'][number];

/** The button that opens the new-poll dialog; the table and tracking refresh after a save. */
export function NuevaEncuestaButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" />
        {label}
      </Button>
      {open && <NuevaEncuestaModal onClose={() => setOpen(false)} />}
    </>
  );
}

function NuevaEncuestaModal({ onClose }: { onClose: () => void }) {
  const crear = useCrearEncuesta();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(encuestaNueva),
    defaultValues: vacio(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'resultados' });
  const resultados = useWatch({ control, name: 'resultados' });
  const suma = sumaPorcentajes(
    resultados.map((r) => {
      const n = r.porcentaje;
      return typeof n === 'number' && Number.isFinite(n) ? n : 0;
    }),
  );
  const excede = suma > 100 + TOLERANCIA_SUMA;
  const errorLista = errors.resultados?.message ?? errors.resultados?.root?.message;

  const onSubmit = handleSubmit((body) => crear.mutate(body, { onSuccess: onClose }));

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(o) => {
        if (!o && !crear.isPending) onClose();
      }}
      title={TEXTOS_ENCUESTAS.nuevaTitulo}
      footer={
        <FormActions
          formId="form-nueva-encuesta"
          onCancel={onClose}
          busy={crear.isPending}
          cancelLabel={TEXTOS_COMUNES.cancelar}
          submitLabel={TEXTOS_COMUNES.guardar}
          busyLabel={TEXTOS_COMUNES.guardando}
        />
      }
    >
      <form
        id="form-nueva-encuesta"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField type="date" label="Fecha" error={errors.fecha?.message} {...register('fecha')} />
          <TextField
            label="Encuestadora"
            maxLength={100}
            error={errors.encuestadora?.message}
            {...register('encuestadora')}
          />
          <TextField
            type="number"
            label="Muestra (opcional)"
            min={1}
            step={1}
            inputMode="numeric"
            error={errors.muestra?.message}
            {...register('muestra', { setValueAs: numeroDeCampo })}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-texto">Resultados (%)</legend>
          {fields.map((field, i) => {
            const fijo = i < CANDIDATOS_TACTICOS.length;
            return (
              <div key={field.id} className="grid grid-cols-[1fr_9rem_2rem] items-start gap-2">
                <TextField
                  label={`Candidato ${i + 1}`}
                  readOnly={fijo}
                  maxLength={100}
                  error={errors.resultados?.[i]?.candidato?.message}
                  {...register(`resultados.${i}.candidato`)}
                />
                <TextField
                  type="number"
                  label={`Porcentaje de ${resultados[i]?.candidato || `candidato ${i + 1}`}`}
                  min={0}
                  max={100}
                  step={0.01}
                  error={errors.resultados?.[i]?.porcentaje?.message}
                  {...register(`resultados.${i}.porcentaje`, { setValueAs: numeroDeCampo })}
                />
                {!fijo && (
                  <IconButton label={`Quitar candidato ${i + 1}`} className="mt-7" onClick={() => remove(i)}>
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
              onClick={() => append(filaVacia)}
              disabled={fields.length >= 20}
            >
              <Plus size={16} aria-hidden="true" />
              {TEXTOS_ENCUESTAS.agregarCandidato}
            </Button>
            <p className={excede ? 'text-sm text-coral' : 'text-sm text-tenue'} aria-live="polite">
              Suma: {formatPorcentaje(suma)}
            </p>
          </div>
          {errorLista && (
            <p role="alert" className="text-sm text-coral">
              {errorLista}
            </p>
          )}
        </fieldset>
        {crear.isError && (
          <Alert>
            <p className="font-semibold">{MENSAJES_ENCUESTAS.errorGuardar}</p>
            {crear.error.message !== MENSAJES_ENCUESTAS.errorGuardar && <p>{crear.error.message}</p>}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
