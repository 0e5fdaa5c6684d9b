import { MENSAJES_ESTRATEGIA, TEXTOS_ESTRATEGIA as T } from '@comando/contract';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, IconButton } from '../../ui/index.js';

/** A delete icon that asks first; the dialog shows the error if the delete fails. */
export function BotonEliminar({
  etiqueta,
  titulo,
  onConfirm,
  icono,
}: {
  /** Accessible name, e.g. "Eliminar acta.pdf". */
  etiqueta: string;
  titulo: string;
  onConfirm: () => Promise<unknown>;
  icono?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <IconButton label={etiqueta} onClick={() => setOpen(true)} className="h-7 w-7 hover:text-coral">
        {icono ?? <Trash2 size={15} aria-hidden="true" />}
      </IconButton>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setError(null);
        }}
        title={titulo}
        text={T.confirmarEliminar}
        confirmLabel={T.eliminar}
        danger
        busy={busy}
        error={error}
        onConfirm={() => {
          setBusy(true);
          setError(null);
          onConfirm()
            .then(() => setOpen(false))
            .catch((e: unknown) =>
              setError(
                e instanceof Error
                  ? `${MENSAJES_ESTRATEGIA.errorEliminar}: ${e.message}`
                  : MENSAJES_ESTRATEGIA.errorEliminar,
              ),
            )
            .finally(() => setBusy(false));
        }}
      />
    </>
  );
}
