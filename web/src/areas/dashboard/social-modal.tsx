import { zodResolver } from '@hookform/resolvers/zod';
import {
  escuchaCambios,
  ETIQUETAS_CAMPOS,
  TESTIGOS_MAXIMOS,
  TITULOS_MODALES,
  type EscuchaSocial,
} from '@comando/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, IconButton, numeroDeCampo, TextField } from '../../ui/index.js';
import { useGuardarEscucha } from './api/mutations.js';
import { EditButton, EditModal, mensajeGuardado } from './edit-modal.js';

type Entrada = z.input<typeof escuchaCambios>;
type Salida = z.output<typeof escuchaCambios>;

/** Social-listening modal: figures and witnesses; the first witness cannot be removed (spec §4). */
export function EscuchaEditButton({ escucha }: { escucha: EscuchaSocial }) {
  const [open, setOpen] = useState(false);
  const guardar = useGuardarEscucha();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(escuchaCambios),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const testigos = useFieldArray({ control: form.control, name: 'witnesses', keyName: 'clave' });
  const errors = form.formState.errors;

  const abrir = (v: boolean) => {
    if (v) {
      form.reset({
        mentions: escucha.mentions,
        impressions: escucha.impressions,
        reputation: escucha.reputation,
        notes: escucha.notes,
        witnesses: escucha.witnesses.map((w) => ({ id: w.id, username: w.username, content: w.content })),
      });
    }
    guardar.reset();
    setOpen(v);
  };
  const onSubmit = form.handleSubmit((body) => guardar.mutate(body, { onSuccess: () => abrir(false) }));
  const numero = { type: 'number', step: '0.1', min: 0 } as const;

  return (
    <>
      <EditButton label={TITULOS_MODALES.escucha} onClick={() => abrir(true)} />
      <EditModal
        open={open}
        onOpenChange={abrir}
        title={TITULOS_MODALES.escucha}
        onSubmit={(e) => void onSubmit(e)}
        saving={guardar.isPending}
        error={mensajeGuardado(guardar.error)}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={ETIQUETAS_CAMPOS.menciones}
            {...numero}
            error={errors.mentions?.message}
            {...form.register('mentions', { setValueAs: numeroDeCampo })}
          />
          <TextField
            label={ETIQUETAS_CAMPOS.impresiones}
            {...numero}
            error={errors.impressions?.message}
            {...form.register('impressions', { setValueAs: numeroDeCampo })}
          />
          <TextField
            label={ETIQUETAS_CAMPOS.reputacion}
            {...numero}
            max={100}
            error={errors.reputation?.message}
            {...form.register('reputation', { setValueAs: numeroDeCampo })}
          />
          <TextField
            label={ETIQUETAS_CAMPOS.notas}
            {...numero}
            max={30}
            error={errors.notes?.message}
            {...form.register('notes', { setValueAs: numeroDeCampo })}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Testigos</legend>
          {testigos.fields.map((campo, i) => (
            <div key={campo.clave} className="rounded-lg border border-borde p-3">
              <div className="flex items-start gap-2">
                <div className="grid flex-1 gap-2">
                  <TextField
                    label={`${ETIQUETAS_CAMPOS.usuario} ${i + 1}`}
                    error={errors.witnesses?.[i]?.username?.message}
                    {...form.register(`witnesses.${i}.username`)}
                  />
                  <TextField
                    label={`${ETIQUETAS_CAMPOS.contenido} ${i + 1}`}
                    error={errors.witnesses?.[i]?.content?.message}
                    {...form.register(`witnesses.${i}.content`)}
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
      </EditModal>
    </>
  );
}
