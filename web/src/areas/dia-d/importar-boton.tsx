import { TEXTOS_DIA_D as T } from '@comando/contract';
import { useImportarDelegados, useImportarMesas } from './api/mutations.js';
import { DialogoCsv } from './dialogo-csv.js';

/** Admin: the registry of recintos and mesas from a CSV. */
export function ImportarBoton() {
  const mutacion = useImportarMesas();
  return (
    <DialogoCsv
      boton={T.importar}
      titulo={T.importarTitulo}
      ayuda={T.importarAyuda}
      aplicar={T.aplicar}
      mutacion={mutacion}
      resumen={(r) =>
        r.aplicado
          ? T.importacionAplicada(r)
          : T.resultadoImportacion({ ...r, rechazadas: r.rechazadas.length })
      }
    />
  );
}

/** Staff: many delegates onto their mesas at once, from `telefono;codigo_mesa`. */
export function AsignarCsvBoton() {
  const mutacion = useImportarDelegados();
  return (
    <DialogoCsv
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
