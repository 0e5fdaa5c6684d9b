import { ingresoNuevo, MENSAJES_FINANZAS, TEXTOS_FINANZAS, type IngresoNuevo } from '@comando/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Card, InlineForm, NumberField, TextField } from '../../ui/index.js';
import { useCrearIngreso } from './api/mutations.js';

const vacio: DefaultValues<IngresoNuevo> = { title: '', concept: '', amount: undefined };

/** New income entry: title, concept, amount; the server records the date. */
export function IngresoForm() {
  const crear = useCrearIngreso();
  return (
    <Card title={TEXTOS_FINANZAS.nuevoIngreso}>
      <InlineForm<IngresoNuevo, z.output<typeof ingresoNuevo>>
        schema={ingresoNuevo}
        defaultValues={vacio}
        // The schema checked the amount; it travels as the JSON number typed (es-ES in the
        // field) and the server turns it into cents.
        onSubmit={(body, form) => crear.mutateAsync({ ...body, amount: form.getValues('amount') })}
        onDone={(_, form) => form.reset(vacio)}
        saveErrorText={MENSAJES_FINANZAS.errorGuardarIngreso}
        submitLabel={TEXTOS_FINANZAS.agregar}
        busyLabel={TEXTOS_FINANZAS.agregando}
        align="start"
      >
        {({ register, control, formState: { errors } }) => (
          <>
            <TextField
              label={TEXTOS_FINANZAS.titulo}
              autoComplete="off"
              maxLength={120}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextField
              label={TEXTOS_FINANZAS.concepto}
              autoComplete="off"
              maxLength={300}
              error={errors.concept?.message}
              {...register('concept')}
            />
            <NumberField
              control={control}
              name="amount"
              label={TEXTOS_FINANZAS.monto}
              hint={TEXTOS_FINANZAS.metaAyuda}
              min={0}
            />
          </>
        )}
      </InlineForm>
    </Card>
  );
}
