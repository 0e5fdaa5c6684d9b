import { TEXTOS_COMUNES } from '@comando/contract';
import type { ReactNode } from 'react';
import { cn } from './cn.js';

const styles = {
  error: 'border-coral/60 bg-coral/10 text-coral',
  info: 'border-primario/60 bg-primario/10 text-primario',
  success: 'border-teal/60 bg-teal/10 text-teal',
};

/** In-app message. Errors use role="alert" so they are announced at once. */
export function Alert({
  children,
  variant = 'error',
  className,
  onDismiss,
}: {
  children: ReactNode;
  variant?: keyof typeof styles;
  className?: string;
  onDismiss?: () => void;
}) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start justify-between gap-3 rounded-lg border px-3 py-2 text-sm',
        styles[variant],
        className,
      )}
    >
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={TEXTOS_COMUNES.cerrarMensaje}
          className="-my-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-current opacity-80 hover:opacity-100"
        >
          ×
        </button>
      )}
    </div>
  );
}
