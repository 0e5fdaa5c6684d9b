import { TEXTOS_COMUNES } from '@comando/contract';
import type { ReactNode } from 'react';
import { Alert } from './alert.js';
import { Button } from './button.js';
import { Modal } from './modal.js';

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
  error?: string | null;
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
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
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
      {error && <Alert className="mt-3">{error}</Alert>}
    </Modal>
  );
}
