import { TEXTOS_COMUNES } from '@comando/contract';
import type { ReactElement, ReactNode } from 'react';
import { Alert } from './alert.js';
import { Button } from './button.js';
import { Modal } from './modal.js';
import { SaveError } from './save-error.js';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
  /** Error of the confirmed action, shown in the dialog. */
  error?: Error | string | null;
  /** The spec's words for a failed action; the error's own reason is shown under them. */
  errorText?: string;
  trigger?: ReactElement;
}

/** Asks before an irreversible action (delete, logout). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  onConfirm,
  confirmLabel = TEXTOS_COMUNES.confirmar,
  cancelLabel = TEXTOS_COMUNES.cancelar,
  busy = false,
  danger = false,
  error,
  errorText,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o && busy) return;
        onOpenChange(o);
      }}
      title={title}
      size="sm"
      trigger={trigger}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-texto">{text}</p>
      {error && errorText ? (
        <div className="mt-3">
          <SaveError text={errorText} error={error} />
        </div>
      ) : (
        error && <Alert className="mt-3">{typeof error === 'string' ? error : error.message}</Alert>
      )}
    </Modal>
  );
}
