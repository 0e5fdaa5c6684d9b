import { retirarMesa, TEXTOS_PUBLICACION as T } from '@comando/contract';
import { useSession } from '../../../api/session.js';
import { Button, FormDialog, TextAreaField } from '../../../ui/index.js';
import { useRetirarMesa } from './api/mutations.js';

/**
 * «Retirar de la publicación» on a mesa's row (admins): asks why, and the mesa leaves the public
 * site at the next run. Already kept off: the server says so in the dialog.
 */
export function RetirarMesaButton({ codigo }: { codigo: string }) {
  const { data } = useSession();
  const retirar = useRetirarMesa();
  if (data?.role !== 'admin') return null;
  return (
    <FormDialog
      title={T.retirarTitulo(codigo)}
      description={T.retiradasAyuda}
      schema={retirarMesa}
      defaultValues={{ codigo, motivo: '' }}
      onSubmit={(v) => retirar.mutateAsync(v)}
      saveErrorText={T.errorRetirar}
      submitLabel={T.retirar}
      busyLabel={T.retirando}
      trigger={
        <Button variant="ghost" size="sm">
          {T.retirar}
        </Button>
      }
    >
      {({ register, formState: { errors } }) => (
        <TextAreaField label={T.motivo} rows={3} error={errors.motivo?.message} {...register('motivo')} />
      )}
    </FormDialog>
  );
}
