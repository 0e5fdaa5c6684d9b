import {
  cambioUsuario,
  TEXTOS_AMBITO as A,
  TEXTOS_USUARIOS as T,
  type UsuarioCuenta,
} from '@comando/contract';
import { Button, FormDialog } from '../../ui/index.js';
import { AmbitoElegido, eleccionDe } from './ambito-campos.js';
import { useCambiarUsuario } from './api/mutations.js';

/** The scope in the users list, and the dialog that changes it (the new-account form's fields). */
export function AmbitoUsuario({ u }: { u: UsuarioCuenta }) {
  const cambiar = useCambiarUsuario();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>{u.ambito.nivel === 'nacional' ? A.nacional : u.ambitoNombre}</span>
      {u.rol !== 'delegado' && (
        <FormDialog
          title={A.cambiar(u.nombre)}
          size="sm"
          schema={cambioUsuario}
          defaultValues={{ ambito: u.ambito }}
          onSubmit={(body) => cambiar.mutateAsync({ id: u.id, ...body })}
          saveErrorText={T.errorCambiar}
          submitLabel={A.guardar}
          busyLabel={A.guardando}
          trigger={
            <Button variant="secondary" size="sm" aria-label={A.cambiar(u.nombre)}>
              {A.ambito}
            </Button>
          }
        >
          {(form) => (
            <AmbitoElegido
              rol={u.rol}
              inicial={eleccionDe(u.ambito, u.ambitoDepartamento)}
              onAmbito={(a) => form.setValue('ambito', a)}
            />
          )}
        </FormDialog>
      )}
    </div>
  );
}
