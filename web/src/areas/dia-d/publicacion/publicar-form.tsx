import {
  ALCANCES_PUBLICACION,
  nuevaPublicacion,
  TEXTOS_PUBLICACION as T,
  type AjustesPublicacion,
} from '@comando/contract';
import { useState } from 'react';
import { Card, InlineForm, TextAreaField, TextField } from '../../../ui/index.js';
import { usePublicar } from './api/mutations.js';

/**
 * «Publicar ahora» (issue 46): the scope, the site's title and statement (starting from the
 * latest run's) and a fresh code of the admin's authenticator app. The code field empties after
 * every try: a code is good once.
 */
export function PublicarForm({ ajustes }: { ajustes: AjustesPublicacion }) {
  const publicar = usePublicar();
  const [iniciada, setIniciada] = useState(false);
  const anterior = ajustes.anterior;
  return (
    <Card title={T.publicarTitulo}>
      <p className="mb-3 text-sm text-tenue">{T.publicarAyuda}</p>
      <InlineForm
        schema={nuevaPublicacion}
        defaultValues={{
          alcance: anterior?.alcance ?? 'verificadas',
          titulo: anterior?.titulo ?? '',
          declaracion: anterior?.declaracion ?? '',
          codigo: '',
        }}
        onSubmit={(v) => publicar.mutateAsync(v)}
        onEdit={() => setIniciada(false)}
        onDone={(_, form) => {
          setIniciada(true);
          form.setValue('codigo', '');
        }}
        onError={(form) => form.setValue('codigo', '')}
        saveErrorText={T.errorPublicar}
        submitLabel={T.publicar}
        busyLabel={T.publicando}
        aria-label={T.publicarTitulo}
      >
        {({ register, formState: { errors } }) => (
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-tenue">{T.alcance}</legend>
              {ALCANCES_PUBLICACION.map((a) => (
                <label key={a} className="flex min-h-11 items-start gap-3 text-sm">
                  <input
                    type="radio"
                    value={a}
                    className="mt-0.5 h-5 w-5 shrink-0"
                    {...register('alcance')}
                  />
                  <span>{T.alcances[a]}</span>
                </label>
              ))}
              {errors.alcance?.message && (
                <p role="alert" className="text-xs text-coral">
                  {errors.alcance.message}
                </p>
              )}
            </fieldset>
            <TextField label={T.tituloSitio} error={errors.titulo?.message} {...register('titulo')} />
            <TextAreaField
              label={T.declaracion}
              hint={T.declaracionAyuda}
              rows={5}
              error={errors.declaracion?.message}
              {...register('declaracion')}
            />
            <TextField
              label={T.codigo}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="max-w-48"
              error={errors.codigo?.message}
              {...register('codigo')}
            />
            {iniciada && (
              <p role="status" className="text-sm text-teal">
                {T.iniciada}
              </p>
            )}
          </div>
        )}
      </InlineForm>
    </Card>
  );
}
