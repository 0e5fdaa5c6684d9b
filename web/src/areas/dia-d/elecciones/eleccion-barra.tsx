import { TEXTOS_ELECCIONES as T } from '@comando/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { elegirEleccion, useEleccionLeida } from '../../../api/eleccion-elegida.js';
import { eleccionesQuery, useEleccionVista } from '../../../api/elecciones.js';
import { Alert, Button, SelectField } from '../../../ui/index.js';
import { diaDKey } from '../comun/index.js';

/**
 * Above Día D's section bar (issue 45): which election this tab's Día D screens show — the
 * current one or one that ended — once there is one that ended; and, while one that ended is
 * shown, why nothing can be changed and the way back.
 */
export function EleccionBarra() {
  const client = useQueryClient();
  const { lista, actual, vista, pasada } = useEleccionVista();
  const cargada = useQuery(eleccionesQuery).data !== undefined;
  const elegida = useEleccionLeida();
  // A choice this deployment no longer knows as an election that ended (another deployment's,
  // a restored backup's) would make every Día D call fail: the tab goes back to the current one.
  useEffect(() => {
    if (cargada && elegida !== null && !lista.some((e) => e.id === elegida && e.soloLectura)) {
      elegirEleccion(null);
      void client.resetQueries({ queryKey: diaDKey });
    }
  }, [cargada, elegida, lista, client]);
  const legibles = lista.filter((e) => e.actual || e.soloLectura);
  if (legibles.length < 2 || !actual) return null;
  const elegir = (id: number | null) => {
    elegirEleccion(id === actual.id ? null : id);
    // Every Día D answer of the other election goes; the list of elections stays.
    void client.resetQueries({
      queryKey: diaDKey,
      predicate: (q) => q.queryKey[1] !== eleccionesQuery.queryKey[1],
    });
  };
  return (
    <div className="mb-4 flex flex-col gap-3">
      <SelectField
        label={T.selector}
        value={String(vista?.id ?? actual.id)}
        onChange={(e) => elegir(Number(e.target.value))}
        wrapperClassName="sm:max-w-sm"
      >
        {legibles.map((e) => (
          <option key={e.id} value={e.id}>
            {T.opcion(e.nombre, e.actual)}
          </option>
        ))}
      </SelectField>
      {pasada && vista && (
        <Alert variant="info">
          <span className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>{T.soloLectura(vista.nombre)}</span>
            <Button size="sm" variant="secondary" onClick={() => elegir(null)}>
              {T.volverActual}
            </Button>
          </span>
        </Alert>
      )}
    </div>
  );
}
