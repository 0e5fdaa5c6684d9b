import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { usePuedeEscribir } from '../api/session.js';
import { cn } from './cn.js';
import { FormActions } from './form-actions.js';
import { Modal, type ModalProps } from './modal.js';
import { useFormulario } from './use-formulario.js';

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  title: ReactNode;
  description?: ReactNode;
  /** The contract's schema: the same rules the server checks. */
  schema: z.ZodType<TOut, TIn>;
  /** Values when the dialog opens (a function is called at each opening). */
  defaultValues: DefaultValues<TIn> | (() => DefaultValues<TIn>);
  /** Saves; the dialog closes when it resolves and shows the error when it rejects. */
  onSubmit: (values: TOut) => Promise<unknown>;
  /** The spec's alert text of a failed save; the server's reason is shown under it. */
  saveErrorText: string;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  size?: ModalProps['size'];
  /** The button that opens the dialog. Readers (`lector`) see neither it nor the dialog. */
  trigger?: ReactElement;
  /** Controlled opening, for a dialog opened by something else (a card, a row). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The fields; `form` is react-hook-form's, bound to `schema`. */
  children: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
  /** Classes added to the fields' container (a scrolling column by default). */
  className?: string;
}

/**
 * A dialog with a form: title, fields, the save error (spec text + server reason),
 * Cancelar / Guardar with the busy label. The form lives only while the dialog is open,
 * so closing it in any way (Esc, ×, Cancelar, backdrop) discards what was typed; focus
 * returns to the opener. It cannot be closed while saving.
 */
export function FormDialog<TIn extends FieldValues, TOut>(props: FormDialogProps<TIn, TOut>) {
  const { trigger, title, description, size, open: controlledOpen, onOpenChange } = props;
  const puedeEscribir = usePuedeEscribir();
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
        <FormBody
          {...props}
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

export type FormBodyProps<TIn extends FieldValues, TOut> = Pick<
  FormDialogProps<TIn, TOut>,
  | 'schema'
  | 'defaultValues'
  | 'onSubmit'
  | 'saveErrorText'
  | 'submitLabel'
  | 'busyLabel'
  | 'cancelLabel'
  | 'children'
  | 'className'
> & {
  onCancel: () => void;
  /** Called after a successful save. */
  onDone: () => void;
  onBusy?: (busy: boolean) => void;
};

/**
 * The form of a `FormDialog` without its dialog, for a dialog that shows other views too
 * (a list that toggles to its add form, spec areas.md §2): fields, save error, actions.
 */
export function FormBody<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  onSubmit,
  saveErrorText,
  submitLabel,
  busyLabel,
  cancelLabel,
  children,
  className,
  onBusy,
  onCancel,
  onDone,
}: FormBodyProps<TIn, TOut>) {
  const [initial] = useState<DefaultValues<TIn>>(() =>
    typeof defaultValues === 'function' ? (defaultValues as () => DefaultValues<TIn>)() : defaultValues,
  );
  const form = useFormulario<TIn, TOut>(schema, initial);
  const [error, setError] = useState<unknown>(null);
  const submitting = form.formState.isSubmitting;
  useEffect(() => onBusy?.(submitting), [onBusy, submitting]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(e);
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-col">
      <div className={cn('flex flex-col gap-4 overflow-y-auto px-5 py-4', className)}>{children(form)}</div>
      <div className="flex flex-col gap-3 border-t border-borde px-5 py-3">
        <FormActions
          onCancel={onCancel}
          busy={submitting}
          error={errorDe(error, saveErrorText)}
          errorText={saveErrorText}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          cancelLabel={cancelLabel}
        />
      </div>
    </form>
  );
}

function errorDe(e: unknown, text: string): Error | string | null {
  if (!e) return null;
  if (e instanceof Error || typeof e === 'string') return e;
  return text;
}
