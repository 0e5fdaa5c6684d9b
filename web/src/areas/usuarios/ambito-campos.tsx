import {
  AMBITO_NACIONAL,
  REGIONES_TERRITORIALES,
  TEXTOS_AMBITO as A,
  type Ambito,
  type RegionTerritorialId,
} from '@comando/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SelectField } from '../../ui/index.js';
import { useTerreno } from './api/queries.js';

/** The scope chosen as three selects: empty strings narrow nothing. */
export interface Eleccion {
  departamento: string;
  municipio: string;
  recinto: string;
}

export const ELECCION_NACIONAL: Eleccion = { departamento: '', municipio: '', recinto: '' };

/** The selects of a stored scope; a recinto's department comes from the registry. */
export function eleccionDe(a: Ambito, departamentoRecinto: string | null = null): Eleccion {
  if (a.nivel === 'departamento') return { departamento: a.departamento, municipio: '', recinto: '' };
  if (a.nivel === 'municipio') return { departamento: a.departamento, municipio: a.municipio, recinto: '' };
  if (a.nivel === 'recinto')
    return { departamento: departamentoRecinto ?? '', municipio: '', recinto: a.recinto };
  return ELECCION_NACIONAL;
}

/** The scope the selects say; an admin's is always national. */
export function ambitoDe(e: Eleccion, rol: string): Ambito {
  if (rol === 'admin') return AMBITO_NACIONAL;
  if (e.recinto) return { nivel: 'recinto', recinto: e.recinto };
  if (!e.departamento) return AMBITO_NACIONAL;
  const departamento = e.departamento as RegionTerritorialId;
  if (e.municipio) return { nivel: 'municipio', departamento, municipio: e.municipio };
  return { nivel: 'departamento', departamento };
}

/**
 * A department select, then municipio and recinto narrowing loaded from the Día D registry:
 * the scope's fields of both the new-account form and the scope dialog of /usuarios.
 */
export function AmbitoCampos({
  value: e,
  onChange,
  rol,
}: {
  value: Eleccion;
  onChange: (e: Eleccion) => void;
  rol: string;
}) {
  const admin = rol === 'admin';
  const terreno = useTerreno(admin ? '' : e.departamento);
  const municipios = terreno.data?.municipios ?? [];
  // A stored recinto's municipio is found in the registry when the dialog opens.
  const municipio =
    e.municipio ||
    (e.recinto ? (municipios.find((m) => m.recintos.some((r) => r.codigo === e.recinto))?.nombre ?? '') : '');
  const recintos = municipios.find((m) => m.nombre === municipio)?.recintos ?? [];
  if (admin) {
    return (
      <>
        <SelectField label={A.departamento} value="" disabled>
          <option value="">{A.nacional}</option>
        </SelectField>
        <p className="text-sm text-tenue">{A.soloNacionalAdmin}</p>
      </>
    );
  }
  return (
    <>
      <SelectField
        label={A.departamento}
        value={e.departamento}
        onChange={(ev) => onChange({ departamento: ev.target.value, municipio: '', recinto: '' })}
      >
        <option value="">{A.nacional}</option>
        {REGIONES_TERRITORIALES.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </SelectField>
      {e.departamento && terreno.isPending && <p className="text-sm text-tenue">{A.cargandoRegistro}</p>}
      {e.departamento && terreno.isSuccess && municipios.length === 0 && (
        <p className="text-sm text-tenue">{A.registroVacio}</p>
      )}
      {municipios.length > 0 && (
        <SelectField
          label={A.municipio}
          value={municipio}
          onChange={(ev) => onChange({ ...e, municipio: ev.target.value, recinto: '' })}
        >
          <option value="">{A.todoDepartamento}</option>
          {municipios.map((m) => (
            <option key={m.nombre} value={m.nombre}>
              {m.nombre}
            </option>
          ))}
        </SelectField>
      )}
      {recintos.length > 0 && (
        <SelectField
          label={A.recinto}
          value={e.recinto}
          onChange={(ev) => onChange({ ...e, municipio, recinto: ev.target.value })}
        >
          <option value="">{A.todoMunicipio}</option>
          {recintos.map((r) => (
            <option key={r.codigo} value={r.codigo}>
              {r.nombre} ({r.codigo})
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}

/**
 * The scope fields inside a form (the new account's, the scope dialog's): they hold the
 * three selects and hand the form the scope they say, national for an admin.
 */
export function AmbitoElegido({
  rol,
  inicial = ELECCION_NACIONAL,
  onAmbito,
}: {
  rol: string;
  inicial?: Eleccion;
  onAmbito: (a: Ambito) => void;
}) {
  const [e, setE] = useState(inicial);
  const avisar = useRef(onAmbito);
  useLayoutEffect(() => {
    avisar.current = onAmbito;
  });
  useEffect(() => avisar.current(ambitoDe(e, rol)), [e, rol]);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{A.ambito}</legend>
      <AmbitoCampos value={e} onChange={setE} rol={rol} />
    </fieldset>
  );
}
