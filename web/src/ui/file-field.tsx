import { MAX_ARCHIVO_MB, TEXTOS_ARCHIVO } from '@comando/contract';
import { Paperclip } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from './cn.js';

export interface FileFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'children'
> {
  /** The field's name: the input's accessible name, shown above the picker. */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The size limit per file shown under the picker; the server's default when omitted. */
  maxMb?: number;
  /** Called with the chosen files after each choice (besides `onChange`). */
  onFiles?: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
}

/**
 * A file picker in the app's look and in Spanish, whatever the browser's language: a
 * button-like "Elegir archivo(s)", the chosen names (or "Ningún archivo elegido") and the
 * size limit. The real `<input type="file">` is visually hidden but stays focusable and
 * labelled by `label`, so Enter/Space open the picker, the focus ring shows on the button,
 * and `register('files')` of react-hook-form works as on a plain input.
 */
export function FileField({
  label,
  error,
  hint,
  maxMb = MAX_ARCHIVO_MB,
  onFiles,
  onChange,
  multiple,
  disabled,
  id,
  ref,
  className,
  wrapperClassName,
  ...props
}: FileFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [nombres, setNombres] = useState<string[]>([]);
  const input = useRef<HTMLInputElement | null>(null);

  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  // A form reset empties the input without a change event: empty the names too.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const vaciar = () => setNombres([]);
    form.addEventListener('reset', vaciar);
    return () => form.removeEventListener('reset', vaciar);
  }, []);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    setNombres(files.map((f) => f.name));
    onChange?.(e);
    onFiles?.(files);
  };

  const elegidos =
    nombres.length === 0
      ? TEXTOS_ARCHIVO.ninguno
      : nombres.length === 1
        ? nombres[0]
        : nombres.length <= 3
          ? nombres.join(', ')
          : TEXTOS_ARCHIVO.varios(nombres.length);
  const descripcion = [`${fieldId}-elegidos`, `${fieldId}-limite`, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wrapperClassName)}>
      <label id={`${fieldId}-label`} htmlFor={fieldId} className="text-sm font-medium text-tenue">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        {/* A second label of the same input: clicking it opens the picker. The input's name
            stays `label` alone (aria-labelledby), so tests and screen readers find it by it. */}
        <label
          htmlFor={fieldId}
          className={cn(
            'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 py-1.5 text-sm text-texto transition-colors hover:bg-borde',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-fondo',
            error && 'border-coral',
            disabled && 'cursor-not-allowed opacity-50 hover:bg-panel-2',
            className,
          )}
        >
          <Paperclip size={15} aria-hidden="true" />
          {multiple ? TEXTOS_ARCHIVO.elegirVarios : TEXTOS_ARCHIVO.elegir}
          <input
            id={fieldId}
            ref={setRef}
            type="file"
            className="sr-only"
            multiple={multiple}
            disabled={disabled}
            aria-labelledby={`${fieldId}-label`}
            aria-describedby={descripcion}
            aria-invalid={error ? true : undefined}
            onChange={change}
            {...props}
          />
        </label>
        <span
          id={`${fieldId}-elegidos`}
          className="min-w-0 flex-1 truncate text-sm text-tenue"
          title={nombres.length > 1 ? nombres.join('\n') : undefined}
        >
          {elegidos}
        </span>
      </div>
      <p id={`${fieldId}-limite`} className="text-xs text-tenue">
        {hint ? (
          <>
            {hint} · {TEXTOS_ARCHIVO.limite(maxMb)}
          </>
        ) : (
          TEXTOS_ARCHIVO.limite(maxMb)
        )}
      </p>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-xs text-coral">
          {error}
        </p>
      )}
    </div>
  );
}
