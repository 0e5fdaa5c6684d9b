import { leerFecha, leerHora, mostrarFecha, TEXTOS_FORMULARIO } from '@comando/contract';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from './cn.js';
import { controlClass, describedBy, FieldShell } from './field.js';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
>;

export interface DateTimeFieldProps<T extends FieldValues, TOut> extends InputProps {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  wrapperClassName?: string;
}

/**
 * A text field for a value the form keeps in wire format and people read in another;
 * `read` turns what was typed into the wire value, `show` the wire value into text.
 */
function useTextoControlado<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: Path<T>,
  read: (text: string) => string,
  show: (value: string) => string,
) {
  const { field, fieldState } = useController({ control, name });
  const { ref: fieldRef, name: fieldName, value: rawValue, onChange: fieldChange, onBlur: fieldBlur } = field;
  const value = typeof rawValue === 'string' ? rawValue : '';
  const [text, setText] = useState(() => show(value));
  const [given, setGiven] = useState(value);
  if (given !== value) {
    // Set from outside (reset, setValue): show the new value.
    setGiven(value);
    if (read(text) !== value) setText(show(value));
  }
  const change = (next: string) => {
    setText(next);
    const wire = read(next);
    setGiven(wire);
    fieldChange(wire);
  };
  const blur = () => {
    const wire = read(text);
    if (wire !== text || show(wire) !== text) setText(show(wire));
    fieldBlur();
  };
  return { fieldRef, fieldName, error: fieldState.error?.message, text, change, blur };
}

/**
 * A calendar date shown and typed as dd/mm/aaaa whatever the browser's language
 * (Chromium's own date input follows the browser), kept as yyyy-mm-dd for the wire.
 * The calendar button opens the browser's picker for those who prefer it.
 */
export function DateField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
  id,
  className,
  wrapperClassName,
  ...props
}: DateTimeFieldProps<T, TOut>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const picker = useRef<HTMLInputElement>(null);
  const { fieldRef, fieldName, error, text, change, blur } = useTextoControlado(
    control,
    name,
    leerFecha,
    mostrarFecha,
  );
  const wire = leerFecha(text);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={wrapperClassName}>
      <div className="relative">
        <input
          id={fieldId}
          ref={fieldRef}
          name={fieldName}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={TEXTOS_FORMULARIO.formatoFecha}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={cn(controlClass, 'pr-11 tabular-nums', className)}
          value={text}
          onChange={(e) => change(e.target.value)}
          onBlur={blur}
          {...props}
        />
        <button
          type="button"
          aria-label={TEXTOS_FORMULARIO.abrirCalendario}
          title={TEXTOS_FORMULARIO.abrirCalendario}
          disabled={props.disabled}
          className="absolute top-1/2 right-1 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-tenue hover:bg-panel-2 hover:text-texto"
          onClick={() => {
            try {
              picker.current?.showPicker();
            } catch {
              // No picker in this browser: typing dd/mm/aaaa still works.
            }
          }}
        >
          <CalendarDays size={16} aria-hidden="true" />
        </button>
        {/* Only the browser's calendar popup; the typed field above is the one read. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
          value={/^\d{4}-\d{2}-\d{2}$/.test(wire) ? wire : ''}
          onChange={(e) => change(mostrarFecha(e.target.value))}
        />
      </div>
    </FieldShell>
  );
}

/** A 24-hour time shown and typed as HH:MM whatever the browser's language. */
export function TimeField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
  id,
  className,
  wrapperClassName,
  ...props
}: DateTimeFieldProps<T, TOut>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const { fieldRef, fieldName, error, text, change, blur } = useTextoControlado(
    control,
    name,
    leerHora,
    (v) => v,
  );
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={wrapperClassName}>
      <input
        id={fieldId}
        ref={fieldRef}
        name={fieldName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={TEXTOS_FORMULARIO.formatoHora}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={cn(controlClass, 'tabular-nums', className)}
        value={text}
        onChange={(e) => change(e.target.value)}
        onBlur={blur}
        {...props}
      />
    </FieldShell>
  );
}
