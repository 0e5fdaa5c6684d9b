import { zodResolver } from '@hookform/resolvers/zod';
import { ingresoNuevo, MENSAJES_FINANZAS, TEXTOS_FINANZAS, type IngresoNuevo } from '@comando/contract';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Alert, Button, Card, NumberField, TextField } from '../../ui/index.js';
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
    formState: { errors },
  } = useForm<IngresoNuevo>({
    // raw: the amount travels as the number typed; the server turns it into cents.
    resolver: zodResolver(ingresoNuevo, undefined, { raw: true }),
    defaultValues: vacio,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit((body) => crear.mutate(body, { onSuccess: () => reset(vacio) }));

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
          min={0}
          hint={TEXTOS_FINANZAS.metaAyuda}
        />
        {crear.isError && (
          <Alert>
            {MENSAJES_FINANZAS.errorGuardarIngreso}: {crear.error.message}
          </Alert>
        )}
        <Button type="submit" disabled={crear.isPending} className="self-start">
          {crear.isPending ? TEXTOS_FINANZAS.agregando : TEXTOS_FINANZAS.agregar}
        </Button>
      </form>
    </Card>
  );
}
