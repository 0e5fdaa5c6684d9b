import { MENSAJES_TERRITORIAL, TEXTOS_TERRITORIAL } from '@comando/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, IconButton } from '../../ui/index.js';

type Eliminar = (region: string) => UseMutationResult<unknown, Error, { id?: string }>;

/** Delete icon of a list item: asks first, then deletes on the server. */
export function EliminarItem({
  label,
  texto,
  useEliminar,
  region,
  id,
}: {
  label: string;
  texto: string;
  useEliminar: Eliminar;
  region: string;
  id: string;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useEliminar(region);
  return (
    <>
      <IconButton label={label} onClick={() => setOpen(true)} className="hover:text-coral">
        <Trash2 size={16} aria-hidden="true" />
      </IconButton>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) mutation.reset();
        }}
        title={label}
        text={texto}
        confirmLabel={TEXTOS_TERRITORIAL.confirmarEliminar}
        danger
        busy={mutation.isPending}
        error={mutation.isError ? `${MENSAJES_TERRITORIAL.errorEliminar}: ${mutation.error.message}` : null}
        onConfirm={() => mutation.mutate({ id }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
