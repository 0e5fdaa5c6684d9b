import {
  eleccionNueva,
  ETIQUETA_LLEVAR,
  ETIQUETA_TIPO_ELECCION,
  LLEVAR_ELECCION,
  TEXTOS_ELECCIONES as T,
  TIPOS_ELECCION,
  type Eleccion,
} from '@comando/contract';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Alert, Button, DateField, FormDialog, SelectField, TextField } from '../../../ui/index.js';
import { useCrearEleccion } from './api/mutations.js';

/**
 * «Nueva elección a partir de …» (admin): its name, date and kind, and what it carries over from
 * the current one (all by default). It is made ready, not current: that is a step of its own.
 */
export function NuevaEleccionButton({ actual }: { actual: Eleccion }) {
  const crear = useCrearEleccion();
  const [creada, setCreada] = useState<string>();
  return (
    <>
      <FormDialog
        title={T.nuevaDesde(actual.nombre)}
        description={T.nuevaAyuda}
        schema={eleccionNueva}
        defaultValues={() => ({
          nombre: '',
          fecha: '',
          tipo: actual.tipo === 'primera vuelta' ? 'segunda vuelta' : actual.tipo,
          desde: actual.id,
          llevar: [...LLEVAR_ELECCION],
        })}
        onSubmit={async (body) => {
          const e = await crear.mutateAsync(body);
          setCreada(T.creada(e.nombre));
        }}
        saveErrorText={T.errorCrear}
        submitLabel={T.crear}
        busyLabel={T.creando}
        trigger={
          <Button size="sm">
            <Plus size={16} aria-hidden="true" />
            {T.nueva}
          </Button>
        }
      >
        {({ register, control, formState: { errors } }) => (
          <>
            <TextField label={T.nombre} error={errors.nombre?.message} {...register('nombre')} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <DateField control={control} name="fecha" label={T.fecha} />
              <SelectField label={T.tipo} error={errors.tipo?.message} {...register('tipo')}>
                {TIPOS_ELECCION.map((t) => (
                  <option key={t} value={t}>
                    {ETIQUETA_TIPO_ELECCION[t]}
                  </option>
                ))}
              </SelectField>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-texto">{T.llevar}</legend>
              {LLEVAR_ELECCION.map((l) => (
                <label key={l} className="flex min-h-11 items-center gap-3 text-sm">
                  <input type="checkbox" value={l} className="size-5 accent-teal" {...register('llevar')} />
                  {ETIQUETA_LLEVAR[l]}
                </label>
              ))}
              {errors.llevar?.message && (
                <p role="alert" className="text-sm text-coral">
                  {errors.llevar.message}
                </p>
              )}
            </fieldset>
          </>
        )}
      </FormDialog>
      {creada && (
        <Alert variant="success" onDismiss={() => setCreada(undefined)}>
          {creada}
        </Alert>
      )}
    </>
  );
}
