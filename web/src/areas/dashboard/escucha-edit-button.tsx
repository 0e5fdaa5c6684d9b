import {
  escuchaCambios,
  ETIQUETAS_CAMPOS,
  MENSAJES_DASHBOARD,
  TESTIGOS_MAXIMOS,
  TITULOS_MODALES,
  type EscuchaSocial,
} from '@comando/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button, FormDialog, IconButton, NumberField, TextField } from '../../ui/index.js';
import { useGuardarEscucha } from './api/mutations.js';
import { EditButton } from './edit-button.js';

/** Social-listening modal: figures and witnesses; the first witness cannot be removed (spec §4). */
export function EscuchaEditButton({ escucha }: { escucha: EscuchaSocial }) {
  const guardar = useGuardarEscucha();
  return (
    <FormDialog
      title={TITULOS_MODALES.escucha}
      schema={escuchaCambios}
      defaultValues={() => ({
        mentions: escucha.mentions,
        impressions: escucha.impressions,
        reputation: escucha.reputation,
        notes: escucha.notes,
        witnesses: escucha.witnesses.map((w) => ({ id: w.id, username: w.username, content: w.content })),
      })}
      onSubmit={(body) => guardar.mutateAsync(body)}
      saveErrorText={MENSAJES_DASHBOARD.errorGuardar}
      trigger={<EditButton label={TITULOS_MODALES.escucha} />}
    >
      {({ control, register, formState: { errors } }) => (
        <>
          {/* Spec §5: social listening steps 0.1. */}
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberField
              control={control}
              name="mentions"
              label={ETIQUETAS_CAMPOS.menciones}
              min={0}
              step={0.1}
            />
            <NumberField
              control={control}
              name="impressions"
              label={ETIQUETAS_CAMPOS.impresiones}
              min={0}
              step={0.1}
            />
            <NumberField
              control={control}
              name="reputation"
              label={ETIQUETAS_CAMPOS.reputacion}
              min={0}
              max={100}
              step={0.1}
            />
            <NumberField
              control={control}
              name="notes"
              label={ETIQUETAS_CAMPOS.notas}
              min={0}
              max={30}
              step={0.1}
            />
          </div>
          <Testigos control={control} register={register} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}

type Entrada = z.input<typeof escuchaCambios>;
type Salida = z.output<typeof escuchaCambios>;
type Form = UseFormReturn<Entrada, unknown, Salida>;

/** The witnesses: a field array (its hook lives in its own component, inside the dialog's form). */
function Testigos({
  control,
  register,
  errors,
}: {
  control: Control<Entrada, unknown, Salida>;
  register: Form['register'];
  errors: Form['formState']['errors'];
}) {
  const testigos = useFieldArray({ control, name: 'witnesses', keyName: 'clave' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{ETIQUETAS_CAMPOS.testigos}</legend>
      {testigos.fields.map((campo, i) => (
        <div key={campo.clave} className="rounded-lg border border-borde p-3">
          <div className="flex items-start gap-2">
            <div className="grid flex-1 gap-2">
              <TextField
                label={`${ETIQUETAS_CAMPOS.usuario} ${i + 1}`}
                error={errors.witnesses?.[i]?.username?.message}
                {...register(`witnesses.${i}.username`)}
              />
              <TextField
                label={`${ETIQUETAS_CAMPOS.contenido} ${i + 1}`}
                error={errors.witnesses?.[i]?.content?.message}
                {...register(`witnesses.${i}.content`)}
              />
            </div>
            {i > 0 && (
              <IconButton
                label={`${ETIQUETAS_CAMPOS.quitarTestigo} ${i + 1}`}
                className="mt-6 hover:text-coral"
                onClick={() => testigos.remove(i)}
              >
                <Trash2 aria-hidden="true" size={16} />
              </IconButton>
            )}
          </div>
        </div>
      ))}
      {errors.witnesses?.message && <p className="text-xs text-coral">{errors.witnesses.message}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={testigos.fields.length >= TESTIGOS_MAXIMOS}
        onClick={() => testigos.append({ username: '', content: '' })}
      >
        <Plus aria-hidden="true" size={14} />
        {ETIQUETAS_CAMPOS.agregarTestigo}
      </Button>
    </fieldset>
  );
}
