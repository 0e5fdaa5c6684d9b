import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNICACION as T,
  voceroNuevo,
  type Vocero,
} from '@comando/contract';
import { useForm } from 'react-hook-form';
import { FormActions, SaveError, TextField } from '../../../ui/index.js';
import { useCrearVocero, useEditarVocero } from '../api/mutations.js';

export function VoceroForm({ inicial, onTerminar }: { inicial?: Vocero; onTerminar: () => void }) {
  const crear = useCrearVocero();
  const editar = useEditarVocero();
  const guardado = inicial ? editar : crear;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(voceroNuevo),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: inicial?.nombre ?? '',
      email: inicial?.email ?? '',
      phone: inicial?.telefono ?? '',
    },
  });

  const onSubmit = handleSubmit((body) => {
    const opciones = { onSuccess: onTerminar };
    if (inicial) editar.mutate({ id: inicial.id, body }, opciones);
    else crear.mutate(body, opciones);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField label={T.nombre} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label={T.email}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={T.telefono}
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SaveError text={M.errorVocero} error={guardado.error} />
      <FormActions onCancel={onTerminar} busy={guardado.isPending} />
    </form>
  );
}
