import {
  DESCRIPCIONES_PRENSA,
  MENSAJES_COMUNICACION as M,
  notaPrensaNueva,
  TEXTOS_COMUNICACION as T,
  type NotaPrensa,
} from '@comando/contract';
import { InlineForm, TextAreaField } from '../../ui/index.js';
import { CamposNota } from './campos-nota.js';
import { useCrearNotaPrensa, useEditarNotaPrensa } from './api/mutations.js';

const automaticas: string[] = Object.values(DESCRIPCIONES_PRENSA);

/** Add or edit a paid press note; image, description and domain are completed by the server. */
export function NotaPrensaForm({ inicial, onTerminar }: { inicial?: NotaPrensa; onTerminar: () => void }) {
  const crear = useCrearNotaPrensa();
  const editar = useEditarNotaPrensa();
  return (
    <InlineForm
      layout="dialog"
      schema={notaPrensaNueva}
      defaultValues={{
        title: inicial?.titulo ?? '',
        url: inicial?.url ?? '',
        media: inicial?.medio ?? '',
        // An automatic description is left blank so a new URL gets its own.
        description: inicial && !automaticas.includes(inicial.descripcion) ? inicial.descripcion : '',
      }}
      onSubmit={(body) => (inicial ? editar.mutateAsync({ id: inicial.id, body }) : crear.mutateAsync(body))}
      saveErrorText={M.errorNotaPrensa}
      onCancel={onTerminar}
      onDone={onTerminar}
    >
      {({ register, formState: { errors } }) => (
        <>
          <CamposNota registrar={register} errores={errors} />
          <TextAreaField
            label={T.descripcion}
            hint={T.descripcionHint}
            error={errors.description?.message}
            {...register('description')}
          />
        </>
      )}
    </InlineForm>
  );
}
