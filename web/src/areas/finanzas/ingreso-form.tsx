import { ingresoNuevo, MENSAJES_FINANZAS, TEXTOS_FINANZAS, type IngresoNuevo } from '@comando/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Card, NumberField, SaveError, TextField, useFormulario } from '../../ui/index.js';
import { useCrearIngreso } from './api/mutations.js';

const vacio: DefaultValues<IngresoNuevo> = { title: '', concept: '', amount: undefined };

/** New income entry: title, concept, amount; the server records the date. */
export function IngresoForm() {
  const crear = useCrearIngreso();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useFormulario<IngresoNuevo, z.output<typeof ingresoNuevo>>(ingresoNuevo, vacio);
  // The schema checked the amount; it travels as the JSON number typed (es-ES in the field)
  // and the server turns it into cents.
  const onSubmit = handleSubmit((body) =>
    crear.mutate({ ...body, amount: getValues('amount') }, { onSuccess: () => reset(vacio) }),
  );

  return (
    <Card title={TEXTOS_FINANZAS.nuevoIngreso}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
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
        <SaveError text={MENSAJES_FINANZAS.errorGuardarIngreso} error={crear.error} />
        <Button type="submit" disabled={crear.isPending} className="self-start">
          {crear.isPending ? TEXTOS_FINANZAS.agregando : TEXTOS_FINANZAS.agregar}
        </Button>
      </form>
    </Card>
  );
}
