import { REGIONES_TERRITORIALES, TEXTOS_DIA_D as T } from '@comando/contract';
import { nombreDepartamento, useTerrenoSesion } from '../../../api/ambito.js';
import { SelectField } from '../../../ui/index.js';

/**
 * A filter by department (the nine of the registry), '' for all of them. A scoped user's is
 * fixed to their own department: the server answers for nothing else (issue 27).
 */
export function DepartamentoSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (departamento: string) => void;
}) {
  const terreno = useTerrenoSesion();
  if (terreno) {
    const propio = terreno.departamento ?? '';
    return (
      <SelectField label={T.departamento} value={propio} disabled onChange={(e) => onChange(e.target.value)}>
        <option value={propio}>{nombreDepartamento(terreno.departamento) ?? terreno.nombre}</option>
      </SelectField>
    );
  }
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
