import { TEXTOS_DIA_D as T } from '@comando/contract';
import type { Ref, SelectHTMLAttributes } from 'react';
import { QueryState, SelectField } from '../../../ui/index.js';
import { useDefensores } from './api/queries.js';

interface DefensorSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Only the defenders of the mesa's or recinto's department can take it. */
  departamento: string;
  /** The first option, value '' (no one). */
  ninguno: string;
  /** Marks defenders already on another mesa ("(Mesa M-…)"). */
  mesaActual?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The department's defenders to choose from (a mesa's delegate, a recinto's chief). The select
 * appears once they are loaded, so the form's current value finds its option.
 */
export function DefensorSelect({ departamento, ninguno, mesaActual, ...select }: DefensorSelectProps) {
  const defensores = useDefensores(departamento);
  return (
    <QueryState query={defensores}>
      {(lista) => (
        <SelectField label={T.defensor} {...select}>
          <option value="">{ninguno}</option>
          {lista.map((d) => (
            <option key={d.id} value={d.id}>
              {d.nombre} · {d.celular}
              {mesaActual && d.mesa && d.mesa !== mesaActual ? ` (${T.mesa} ${d.mesa})` : ''}
            </option>
          ))}
        </SelectField>
      )}
    </QueryState>
  );
}
