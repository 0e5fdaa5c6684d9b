import { TEXTOS_COMUNES } from '@comando/contract';
import { Button } from './button.js';
import { cn } from './cn.js';
import { SaveError } from './save-error.js';

export interface FormActionsProps {
  /** Cancelar is shown only when there is something to cancel. */
  onCancel?: () => void;
  busy: boolean;
  /** The failed save; shown as `errorText` (the spec's words) with the server's reason under it. */
  error?: Error | string | null;
  errorText?: string;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** Id of the form when the buttons sit outside it (a modal's footer). */
  formId?: string;
  /** Where the buttons sit: at the end (dialogs), at the start, or full width one under the other. */
  align?: 'end' | 'start' | 'stacked';
  submitVariant?: 'primary' | 'secondary';
}

/**
 * The end of a form: the save error (the spec's text, then the server's reason)
 * and Cancelar / submit, both disabled while saving, the submit with its busy label.
 */
export function FormActions({
  onCancel,
  busy,
  error,
  errorText,
  submitLabel = TEXTOS_COMUNES.guardar,
  busyLabel = TEXTOS_COMUNES.guardando,
  cancelLabel = TEXTOS_COMUNES.cancelar,
  formId,
  align = 'end',
  submitVariant = 'primary',
}: FormActionsProps) {
  const stacked = align === 'stacked';
  const submit = (
    <Button
      type="submit"
      form={formId}
      disabled={busy}
      variant={submitVariant}
      className={stacked ? 'w-full py-2.5' : undefined}
    >
      {busy ? busyLabel : submitLabel}
    </Button>
  );
  const cancel = onCancel && (
    <Button variant="secondary" onClick={onCancel} disabled={busy} className={stacked ? 'w-full' : undefined}>
      {cancelLabel}
    </Button>
  );
  return (
    <>
      {errorText ? <SaveError text={errorText} error={error} /> : null}
      <div
        className={cn(
          'flex gap-2',
          stacked ? 'flex-col gap-4' : align === 'start' ? 'justify-start' : 'justify-end',
        )}
      >
        {stacked ? (
          <>
            {submit}
            {cancel}
          </>
        ) : (
          <>
            {cancel}
            {submit}
          </>
        )}
      </div>
    </>
  );
}
