import { TEXTOS_COMUNES } from '@comando/contract';
import { Button } from './button.js';
import { SaveError } from './save-error.js';

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
}: {
  onCancel: () => void;
  busy: boolean;
  /** The failed save; shown as `errorText` (the spec's words) with the server's reason under it. */
  error?: Error | string | null;
  errorText?: string;
  submitLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** Id of the form when the buttons sit outside it (a modal's footer). */
  formId?: string;
}) {
  return (
    <>
      {errorText ? <SaveError text={errorText} error={error} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
