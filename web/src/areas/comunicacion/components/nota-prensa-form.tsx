import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESCRIPCIONES_PRENSA,
  MENSAJES_COMUNICACION as M,
  notaPrensaNueva,
  TEXTOS_COMUNICACION as T,
  type NotaPrensa,
} from '@comando/contract';
import { useForm } from 'react-hook-form';
import { FormActions, SaveError, TextAreaField, TextField } from '../../../ui/index.js';
import { useCrearNotaPrensa, useEditarNotaPrensa } from '../api/mutations.js';

const automaticas: string[] = Object.values(DESCRIPCIONES_PRENSA);

/** Add or edit a paid press note; image, description and domain are completed by the server. */
export function NotaPrensaForm({ inicial, onTerminar }: { inicial?: NotaPrensa; onTerminar: () => void }) {
  const crear = useCrearNotaPrensa();
  const editar = useEditarNotaPrensa();
  const guardado = inicial ? editar : crear;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(notaPrensaNueva),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      title: inicial?.titulo ?? '',
      url: inicial?.url ?? '',
      media: inicial?.medio ?? '',
      // An automatic description is left blank so a new URL gets its own.
      description: inicial && !automaticas.includes(inicial.descripcion) ? inicial.descripcion : '',
    },
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
      <TextAreaField
        label={T.descripcion}
        hint={T.descripcionHint}
        error={errors.description?.message}
        {...register('description')}
      />
      <SaveError text={M.errorNotaPrensa} error={guardado.error} />
      <FormActions onCancel={onTerminar} busy={guardado.isPending} />
    </form>
  );
}
