import { earnedMediaNueva, MENSAJES_COMUNICACION as M, type EarnedMedia } from '@comando/contract';
import { InlineForm } from '../../ui/index.js';
import { CamposNota } from './campos-nota.js';
import { useCrearEarnedMedia, useEditarEarnedMedia } from './api/mutations.js';

export function EarnedMediaForm({ inicial, onTerminar }: { inicial?: EarnedMedia; onTerminar: () => void }) {
  const crear = useCrearEarnedMedia();
  const editar = useEditarEarnedMedia();
  return (
    <InlineForm
      layout="dialog"
      schema={earnedMediaNueva}
      defaultValues={{ title: inicial?.titulo ?? '', url: inicial?.url ?? '', media: inicial?.medio ?? '' }}
      onSubmit={(body) => (inicial ? editar.mutateAsync({ id: inicial.id, body }) : crear.mutateAsync(body))}
      saveErrorText={M.errorEarnedMedia}
      onCancel={onTerminar}
      onDone={onTerminar}
    >
      {({ register, formState: { errors } }) => (
        <>
          <CamposNota registrar={register} errores={errors} />
        </>
      )}
    </InlineForm>
  );
}
