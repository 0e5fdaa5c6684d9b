import { TEXTOS_AMBITO as A, type UsuarioCuenta } from '@comando/contract';
import { useState } from 'react';
import { Button, Modal, SaveError } from '../../ui/index.js';
import { AmbitoCampos, ambitoDe, eleccionDe, type Eleccion } from './ambito-campos.js';
import { useCambiarUsuario } from './api/mutations.js';

/** Changes one account's scope (issue 27): the same fields as the new-account form. */
function AmbitoDialog({ u, onClose }: { u: UsuarioCuenta; onClose: () => void }) {
  const [e, setE] = useState<Eleccion>(() => eleccionDe(u.ambito, u.ambitoDepartamento));
  const cambiar = useCambiarUsuario();
  const guardar = () => cambiar.mutate({ id: u.id, ambito: ambitoDe(e, u.rol) }, { onSuccess: onClose });
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
        <AmbitoCampos value={e} onChange={setE} rol={u.rol} />
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
