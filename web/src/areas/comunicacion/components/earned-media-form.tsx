import {
  earnedMediaNueva,
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNICACION as T,
  type EarnedMedia,
} from '@comando/contract';
import { FormBody, TextField } from '../../../ui/index.js';
import { useCrearEarnedMedia, useEditarEarnedMedia } from '../api/mutations.js';

export function EarnedMediaForm({ inicial, onTerminar }: { inicial?: EarnedMedia; onTerminar: () => void }) {
  const crear = useCrearEarnedMedia();
  const editar = useEditarEarnedMedia();
  return (
    <FormBody
      schema={earnedMediaNueva}
      defaultValues={{ title: inicial?.titulo ?? '', url: inicial?.url ?? '', media: inicial?.medio ?? '' }}
      onSubmit={(body) => (inicial ? editar.mutateAsync({ id: inicial.id, body }) : crear.mutateAsync(body))}
      saveErrorText={M.errorEarnedMedia}
      onCancel={onTerminar}
      onDone={onTerminar}
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </FormBody>
  );
}
