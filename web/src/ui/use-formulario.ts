// zod's own messages in Spanish: loaded with the first form, not with the login page.
import '@comando/contract/zod-es';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every form of the app, configured once (spec dashboard.md §5): validated against the
 * contract's schema on submit only; an error disappears as soon as its field is edited
 * and comes back only on the next submit — never re-validated while typing.
 */
export function useFormulario<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  /** Called when a field is edited: clears a form-level error such as a refused login. */
  onEdit?: () => void,
): UseFormReturn<TIn, unknown, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    // After a submit react-hook-form would validate on each change; 'onSubmit' keeps it
    // quiet and the subscription below clears the edited field's error instead.
    reValidateMode: 'onSubmit',
  });
  const { subscribe, clearErrors } = form;
  const edited = useRef(onEdit);
  useLayoutEffect(() => {
    edited.current = onEdit;
  });
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (!name || type !== 'change') return;
        edited.current?.();
        // The field and the groups it belongs to ("candidatos.0.porcentaje" also clears a
        // "candidatos" rule such as the sum of percentages).
        const parts = name.split('.');
        clearErrors(parts.map((_, i) => parts.slice(0, i + 1).join('.')) as Path<TIn>[]);
      },
    });
  }, [subscribe, clearErrors]);
  return form;
}
