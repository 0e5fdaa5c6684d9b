import {
  REGIONES_TERRITORIALES,
  TEXTOS_AMBITO as A,
  type Ambito,
  type RegionTerritorialId,
  type UsuarioCuenta,
} from '@comando/contract';
import { useState } from 'react';
import { Button, Modal, SaveError, SelectField } from '../../ui/index.js';
import { useCambiarUsuario } from './api/mutations.js';
import { useTerreno } from './api/queries.js';

/** The scope chosen in the dialog, as three selects: empty strings narrow nothing. */
interface Eleccion {
  departamento: string;
  municipio: string;
  recinto: string;
}

function eleccionDe(a: Ambito): Eleccion {
  if (a.nivel === 'departamento') return { departamento: a.departamento, municipio: '', recinto: '' };
  if (a.nivel === 'municipio') return { departamento: a.departamento, municipio: a.municipio, recinto: '' };
  // A recinto's department is not in its shape: the admin picks it again to see the list.
  if (a.nivel === 'recinto') return { departamento: '', municipio: '', recinto: a.recinto };
  return { departamento: '', municipio: '', recinto: '' };
}

function ambitoDe(e: Eleccion): Ambito {
  if (e.recinto) return { nivel: 'recinto', recinto: e.recinto };
  if (!e.departamento) return { nivel: 'nacional' };
  const departamento = e.departamento as RegionTerritorialId;
  if (e.municipio) return { nivel: 'municipio', departamento, municipio: e.municipio };
  return { nivel: 'departamento', departamento };
}

/** A department select, then municipio and recinto narrowing loaded from the Día D registry. */
function AmbitoDialog({ u, onClose }: { u: UsuarioCuenta; onClose: () => void }) {
  const [e, setE] = useState<Eleccion>(() => eleccionDe(u.ambito));
  const terreno = useTerreno(e.departamento);
  const cambiar = useCambiarUsuario();
  const municipios = terreno.data?.municipios ?? [];
  const recintos = municipios.find((m) => m.nombre === e.municipio)?.recintos ?? [];
  const guardar = () => cambiar.mutate({ id: u.id, ambito: ambitoDe(e) }, { onSuccess: onClose });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={A.cambiar(u.nombre)}
      size="sm"
      footer={
        <Button onClick={guardar} disabled={cambiar.isPending}>
          {cambiar.isPending ? A.guardando : A.guardar}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {u.rol === 'admin' && <p className="text-sm text-tenue">{A.soloNacionalAdmin}</p>}
        <SelectField
          label={A.departamento}
          value={e.departamento}
          onChange={(ev) => setE({ departamento: ev.target.value, municipio: '', recinto: '' })}
        >
          <option value="">{A.nacional}</option>
          {REGIONES_TERRITORIALES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        {e.departamento && terreno.isSuccess && municipios.length === 0 && (
          <p className="text-sm text-tenue">{A.registroVacio}</p>
        )}
        {municipios.length > 0 && (
          <SelectField
            label={A.municipio}
            value={e.municipio}
            onChange={(ev) => setE({ ...e, municipio: ev.target.value, recinto: '' })}
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
            onChange={(ev) => setE({ ...e, recinto: ev.target.value })}
          >
            <option value="">{A.todoMunicipio}</option>
            {recintos.map((r) => (
              <option key={r.codigo} value={r.codigo}>
                {r.nombre} ({r.codigo})
              </option>
            ))}
          </SelectField>
        )}
        <SaveError text={A.guardar} error={cambiar.error} />
      </div>
    </Modal>
  );
}

/** The scope in the users list, and the button that changes it. */
export function AmbitoUsuario({ u }: { u: UsuarioCuenta }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>{u.ambito.nivel === 'nacional' ? A.nacional : u.ambitoNombre}</span>
      {u.rol !== 'delegado' && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={A.cambiar(u.nombre)}
          onClick={() => setAbierto(true)}
        >
          {A.ambito}
        </Button>
      )}
      {abierto && <AmbitoDialog u={u} onClose={() => setAbierto(false)} />}
    </div>
  );
}
