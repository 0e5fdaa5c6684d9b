import type { FormEvent, ReactNode } from 'react';
import { cn } from './cn.js';
import { FormActions, type FormActionsProps } from './form-actions.js';
import { SaveError } from './save-error.js';

export interface FormProps extends Omit<FormActionsProps, 'formId'> {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /**
   * `page`: fields, then the save error and the buttons (a card, a section of a modal);
   * `dialog`: the fields scroll and the buttons sit in the dialog's footer;
   * `row`: one field and its button side by side (a note, a target), the error under them.
   */
  layout?: 'page' | 'dialog' | 'row';
  /** Classes added to the fields' container (the form itself outside a dialog). */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * The frame every form of the app is drawn in: `noValidate` (the contract's Spanish messages,
 * never the browser's), the fields, the save error and the buttons with their busy label.
 * `InlineForm` fills it from a contract schema; only the login page, which must not load
 * react-hook-form and zod (issue 17), uses it directly.
 */
export function Form({
  onSubmit,
  layout = 'page',
  className,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...actions
}: FormProps) {
  const props = { noValidate: true, onSubmit, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby };
  if (layout === 'dialog') {
    return (
      <form {...props} className="flex min-h-0 flex-col">
        <div className={cn('flex flex-col gap-4 overflow-y-auto px-5 py-4', className)}>{children}</div>
        <div className="flex flex-col gap-3 border-t border-borde px-5 py-3">
          <FormActions {...actions} />
        </div>
      </form>
    );
  }
  if (layout === 'row') {
    const { error, errorText, ...buttons } = actions;
    return (
      <form {...props} className="flex flex-col gap-3">
        <div className={cn('flex flex-wrap items-start gap-3', className)}>
          {children}
          <div className="sm:mt-6">
            <FormActions {...buttons} />
          </div>
        </div>
        {errorText ? <SaveError text={errorText} error={error} /> : null}
      </form>
    );
  }
  return (
    <form {...props} className={cn('flex flex-col gap-4', className)}>
      {children}
      <FormActions {...actions} />
    </form>
  );
}
