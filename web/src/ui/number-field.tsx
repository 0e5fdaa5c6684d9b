import { leerNumero, mostrarNumero } from '@comando/contract';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from './cn.js';
import { controlClass, describedBy, FieldShell } from './field.js';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
>;

export interface NumberFieldProps<T extends FieldValues, TOut> extends InputProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The spec's bounds and step: ↑/↓ move by `step` within them; the schema still decides. */
  min?: number;
  max?: number;
  step?: number;
  wrapperClassName?: string;
}

/**
 * A number as people write it here: shows and accepts es-ES ("1.000.000", "27,36", "-5,2")
 * whatever the browser's language, and gives the form a JSON number (undefined when blank,
 * NaN when unreadable, so the schema's own message appears). Reformatted on blur.
 */
export function NumberField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
  min,
  max,
  step = 1,
  id,
  className,
  wrapperClassName,
  onBlur,
  onKeyDown,
  ...props
}: NumberFieldProps<T, TOut>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const { field, fieldState } = useController({ control, name });
  const { ref: fieldRef, name: fieldName, value: rawValue, onChange: fieldChange, onBlur: fieldBlur } = field;
  const value = rawValue as unknown;
  const [text, setText] = useState(() => mostrarNumero(value as number | undefined));
  // A value set from outside (setValue, reset) is shown; while the person types, their
  // text stays as typed. (react-hook-form reports a blank field as its default value, so
  // the value alone cannot tell a reset from a cleared field.)
  const [seen, setSeen] = useState<unknown>(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const typing = typeof document !== 'undefined' && document.activeElement?.id === fieldId;
    if (!typing && !Object.is(leerNumero(text), value)) setText(mostrarNumero(value as number | undefined));
  }

  const give = (next: number | undefined) => {
    fieldChange(next);
  };
  const error = fieldState.error?.message;

  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={wrapperClassName}>
      <input
        id={fieldId}
        ref={fieldRef}
        name={fieldName}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={cn(controlClass, 'tabular-nums', className)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          give(leerNumero(e.target.value));
        }}
        onBlur={(e) => {
          const n = leerNumero(text);
          if (typeof n === 'number' && Number.isFinite(n)) setText(mostrarNumero(n));
          fieldBlur();
          onBlur?.(e);
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
          e.preventDefault();
          const current = leerNumero(text);
          const base = typeof current === 'number' && Number.isFinite(current) ? current : (min ?? 0);
          let next = base + (e.key === 'ArrowUp' ? step : -step);
          // Avoid 0.1 + 0.2 noise: round to the step's decimals.
          const decimals = (String(step).split('.')[1] ?? '').length;
          next = Number(next.toFixed(decimals));
          if (min !== undefined) next = Math.max(min, next);
          if (max !== undefined) next = Math.min(max, next);
          setText(mostrarNumero(next));
          give(next);
        }}
        {...props}
      />
    </FieldShell>
  );
}
