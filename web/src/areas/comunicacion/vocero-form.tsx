import {
  MENSAJES_COMUNICACION as M,
  TEXTOS_COMUNICACION as T,
  voceroNuevo,
  type Vocero,
} from '@comando/contract';
import { InlineForm, TextField } from '../../ui/index.js';
import { useCrearVocero, useEditarVocero } from './api/mutations.js';

export function VoceroForm({ inicial, onTerminar }: { inicial?: Vocero; onTerminar: () => void }) {
  const crear = useCrearVocero();
  const editar = useEditarVocero();
  return (
    <InlineForm
      layout="dialog"
      schema={voceroNuevo}
      defaultValues={{
        name: inicial?.nombre ?? '',
        email: inicial?.email ?? '',
        phone: inicial?.telefono ?? '',
      }}
      onSubmit={(body) => (inicial ? editar.mutateAsync({ id: inicial.id, body }) : crear.mutateAsync(body))}
      saveErrorText={M.errorVocero}
      onCancel={onTerminar}
      onDone={onTerminar}
    >
      {({ register, formState: { errors } }) => (
        <>
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
        </>
      )}
    </InlineForm>
  );
}
