import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { usePuedeEscribir } from '../api/session.js';
import { InlineForm, type InlineFormProps } from './inline-form.js';
import { Modal, type ModalProps } from './modal.js';

export interface FormDialogProps<TIn extends FieldValues, TOut> extends Pick<
  InlineFormProps<TIn, TOut>,
  'saveErrorText' | 'submitLabel' | 'busyLabel' | 'cancelLabel' | 'className' | 'errorClearsOnEdit'
> {
  /** The contract's schema: the same rules the server checks. */
  schema: z.ZodType<TOut, TIn>;
  /** Values when the dialog opens (a function is called at each opening). */
  defaultValues: DefaultValues<TIn> | (() => DefaultValues<TIn>);
  /** The fields; `form` is react-hook-form's, bound to `schema`. */
  children: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Saves; the dialog closes when it resolves and shows the error when it rejects. */
  onSubmit: (values: TOut) => Promise<unknown>;
  size?: ModalProps['size'];
  /** The button that opens the dialog. Readers (`lector`) see neither it nor the dialog. */
  trigger?: ReactElement;
  /** Shown to readers too: a dialog about one's own account, not the campaign's data. */
  everyRole?: boolean;
  /** Controlled opening, for a dialog opened by something else (a card, a row). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dialog with a form: title, fields, the save error (spec text + server reason),
 * Cancelar / Guardar with the busy label. The form lives only while the dialog is open,
 * so closing it in any way (Esc, ×, Cancelar, backdrop) discards what was typed; focus
 * returns to the opener. It cannot be closed while saving.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  trigger,
  title,
  description,
  size,
  open: controlledOpen,
  onOpenChange,
  everyRole = false,
  onSubmit,
  ...form
}: FormDialogProps<TIn, TOut>) {
  const puedeEscribir = usePuedeEscribir() || everyRole;
  const [ownOpen, setOwnOpen] = useState(false);
  const busy = useRef(false);
  const setBusy = useCallback((b: boolean) => {
    busy.current = b;
  }, []);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (!next && busy.current) return;
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  if (!puedeEscribir) return null;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      size={size}
      trigger={trigger}
      bare
    >
      {open && (
        <InlineForm
          {...form}
          layout="dialog"
          onSubmit={(values) => onSubmit(values)}
          onBusy={setBusy}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setBusy(false);
            setOpen(false);
          }}
        />
      )}
    </Modal>
  );
}
