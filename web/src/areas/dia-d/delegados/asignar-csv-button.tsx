import { TEXTOS_DIA_D as T } from '@comando/contract';
import { useImportarDelegados } from './api/mutations.js';
import { ImportarCsvDialog } from '../comun/index.js';

/** Staff: many delegates onto their mesas at once, from `telefono;codigo_mesa`. */
export function AsignarCsvButton() {
  const mutacion = useImportarDelegados();
  return (
    <ImportarCsvDialog
      boton={T.importarDelegados}
      titulo={T.importarDelegadosTitulo}
      ayuda={T.importarDelegadosAyuda}
      aplicar={T.aplicarAsignacion}
      mutacion={mutacion}
      resumen={(r) =>
        r.aplicado
          ? T.asignacionAplicada(r)
          : T.resultadoAsignacion({ ...r, rechazadas: r.rechazadas.length })
      }
    />
  );
}
