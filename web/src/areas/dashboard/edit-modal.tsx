import { MENSAJES_DASHBOARD, TEXTOS_COMUNES } from '@comando/contract';
import { Pencil } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { ApiError } from '../../api/client.js';
import { Alert, Button, IconButton, Modal } from '../../ui/index.js';

/** A save error for the form: the server's own text for refused input, the spec's generic one otherwise. */
export function mensajeGuardado(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MENSAJES_DASHBOARD.errorGuardar;
}

/** The pencil button of a card; its accessible name is the modal's title. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} onClick={onClick} aria-haspopup="dialog">
      <Pencil aria-hidden="true" size={16} />
    </IconButton>
  );
}

/**
 * Shell of the eight edit modals: title, form, Cancelar and Guardar (disabled
 * with a busy label while saving), and the save error inside the form.
 */
export function EditModal({
  open,
  onOpenChange,
  title,
  onSubmit,
  saving,
  error,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {TEXTOS_COMUNES.cancelar}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? TEXTOS_COMUNES.guardando : TEXTOS_COMUNES.guardar}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
