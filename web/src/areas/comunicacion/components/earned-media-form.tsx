import { zodResolver } from '@hookform/resolvers/zod';
import {
  earnedMediaNueva,
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNICACION as T,
  type EarnedMedia,
} from '@comando/contract';
import { useForm } from 'react-hook-form';
import { FormActions, SaveError, TextField } from '../../../ui/index.js';
import { useCrearEarnedMedia, useEditarEarnedMedia } from '../api/mutations.js';

export function EarnedMediaForm({ inicial, onTerminar }: { inicial?: EarnedMedia; onTerminar: () => void }) {
  const crear = useCrearEarnedMedia();
  const editar = useEditarEarnedMedia();
  const guardado = inicial ? editar : crear;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(earnedMediaNueva),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { title: inicial?.titulo ?? '', url: inicial?.url ?? '', media: inicial?.medio ?? '' },
  });

  const onSubmit = handleSubmit((body) => {
    const opciones = { onSuccess: onTerminar };
    if (inicial) editar.mutate({ id: inicial.id, body }, opciones);
    else crear.mutate(body, opciones);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField label={T.titulo} error={errors.title?.message} {...register('title')} />
      <TextField
        label={T.url}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField label={T.medio} error={errors.media?.message} {...register('media')} />
      <SaveError text={M.errorEarnedMedia} error={guardado.error} />
      <FormActions onCancel={onTerminar} busy={guardado.isPending} />
    </form>
  );
}
