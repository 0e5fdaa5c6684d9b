import { TEXTOS_DIA_D as T } from '@comando/contract';
import { useImportarMesas } from './api/mutations.js';
import { ImportarCsvDialog } from '../comun/index.js';

/** Admin: the registry of recintos and mesas from a CSV. */
export function ImportarButton() {
  const mutacion = useImportarMesas();
  return (
    <ImportarCsvDialog
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
