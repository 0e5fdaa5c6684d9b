import { REGIONES_TERRITORIALES, TEXTOS_DIA_D as T } from '@comando/contract';
import { SelectField } from '../../ui/index.js';

/** A filter by department (the nine of the registry), '' for all of them. */
export function DepartamentoSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (departamento: string) => void;
}) {
  return (
    <SelectField label={T.departamento} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{T.todos}</option>
      {REGIONES_TERRITORIALES.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </SelectField>
  );
}
