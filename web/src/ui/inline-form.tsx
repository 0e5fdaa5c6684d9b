import { useEffect, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Form, type FormProps } from './form.js';
import { useFormulario } from './use-formulario.js';

export interface InlineFormProps<TIn extends FieldValues, TOut, R = unknown> extends Pick<
  FormProps,
  | 'layout'
  | 'className'
  | 'align'
  | 'submitVariant'
  | 'submitLabel'
  | 'busyLabel'
  | 'cancelLabel'
  | 'onCancel'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /** The contract's schema: the same rules the server checks. */
  schema: z.ZodType<TOut, TIn>;
  /** Values when the form mounts (a function is called once). */
  defaultValues: DefaultValues<TIn> | (() => DefaultValues<TIn>);
  /** Saves; a rejection is shown as the save error. `form` gives the raw values when needed. */
  onSubmit: (values: TOut, form: UseFormReturn<TIn, unknown, TOut>) => Promise<R>;
  /** The spec's alert text of a failed save; the server's reason is shown under it. */
  saveErrorText: string;
  /** After a successful save (empty the fields, close the dialog, say it is done…). */
  onDone?: (result: R, form: UseFormReturn<TIn, unknown, TOut>) => void;
  /** After a failed save (a spent code empties its field). */
  onError?: (form: UseFormReturn<TIn, unknown, TOut>) => void;
  /** Called when a field is edited. */
  onEdit?: () => void;
  /** Editing a field also takes away the save error (a refused password says why until retyped). */
  errorClearsOnEdit?: boolean;
  /** Told when saving starts and ends (a dialog that must not close meanwhile). */
  onBusy?: (busy: boolean) => void;
  /** The fields; `form` is react-hook-form's, bound to `schema`. */
  children: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
}

/**
 * A form bound to a contract schema, in a card, a page or a dialog (`FormDialog` is this one
 * in a `Modal`): errors under the fields on submit (spec dashboard.md §5), the save error
 * with the server's reason, the submit disabled with its busy label while saving.
 */
export function InlineForm<TIn extends FieldValues, TOut, R = unknown>({
  schema,
  defaultValues,
  onSubmit,
  saveErrorText,
  onDone,
  onError,
  onEdit,
  errorClearsOnEdit = false,
  onBusy,
  children,
  ...frame
}: InlineFormProps<TIn, TOut, R>) {
  const [initial] = useState<DefaultValues<TIn>>(() =>
    typeof defaultValues === 'function' ? (defaultValues as () => DefaultValues<TIn>)() : defaultValues,
  );
  const [error, setError] = useState<unknown>(null);
  const form = useFormulario<TIn, TOut>(schema, initial, () => {
    if (errorClearsOnEdit) setError(null);
    onEdit?.();
  });
  const submitting = form.formState.isSubmitting;
  useEffect(() => onBusy?.(submitting), [onBusy, submitting]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    let result: R;
    try {
      result = await onSubmit(values, form);
    } catch (e) {
      setError(e);
      onError?.(form);
      return;
    }
    onDone?.(result, form);
  });

  return (
    <Form
      {...frame}
      onSubmit={(e) => void submit(e)}
      busy={submitting}
      error={errorDe(error, saveErrorText)}
      errorText={saveErrorText}
    >
      {children(form)}
    </Form>
  );
}

function errorDe(e: unknown, text: string): Error | string | null {
  if (!e) return null;
  if (e instanceof Error || typeof e === 'string') return e;
  return text;
}
