import { TEXTOS_COMUNES } from '@comando/contract';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { usePuedeEscribir } from '../api/session.js';
import { IconButton } from './button.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { cn } from './cn.js';

export interface ConfirmDeleteProps {
  /** Accessible name of the icon button, e.g. "Eliminar acta.pdf". */
  label: string;
  /** Title of the confirmation (the icon's name when omitted). */
  title?: string;
  /** The question asked. */
  text?: ReactNode;
  confirmLabel?: string;
  /** The spec's words for a failed delete; the server's reason is shown under them. */
  errorText: string;
  /** Deletes; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
  icon?: ReactNode;
  className?: string;
}

/**
 * The one delete of the app: a trash icon (32 px target, named) that asks first and
 * shows the server's refusal in the dialog. Readers (`lector`) do not see it.
 */
export function ConfirmDelete({
  label,
  title,
  text = TEXTOS_COMUNES.confirmarEliminacion,
  confirmLabel = TEXTOS_COMUNES.eliminar,
  errorText,
  onConfirm,
  icon,
  className,
}: ConfirmDeleteProps) {
  const puedeEscribir = usePuedeEscribir();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | string | null>(null);
  if (!puedeEscribir) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setError(null);
      }}
      trigger={
        <IconButton label={label} className={cn('relative z-10 hover:text-coral', className)}>
          {icon ?? <Trash2 size={16} aria-hidden="true" />}
        </IconButton>
      }
      title={title ?? label}
      text={text}
      confirmLabel={confirmLabel}
      danger
      busy={busy}
      error={error}
      errorText={errorText}
      onConfirm={() => {
        setBusy(true);
        setError(null);
        onConfirm()
          .then(() => setOpen(false))
          .catch((e: unknown) => setError(e instanceof Error || typeof e === 'string' ? e : errorText))
          .finally(() => setBusy(false));
      }}
    />
  );
}
