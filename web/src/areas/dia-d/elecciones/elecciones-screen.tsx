import {
  ETIQUETA_TIPO_ELECCION,
  formatFechaCorta,
  TEXTOS_ELECCIONES as T,
  type Eleccion,
} from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { eleccionesQuery } from '../../../api/elecciones.js';
import { usePuedeAdministrar, useSession } from '../../../api/session.js';
import { Card, EmptyState, PageHeader, QueryState } from '../../../ui/index.js';
import { HacerActualButton } from './hacer-actual-button.js';
import { NuevaEleccionButton } from './nueva-eleccion-button.js';

const estado = (e: Eleccion) =>
  e.actual ? T.estadoActual : e.soloLectura ? T.estadoTerminada : T.estadoPreparada;

/** /dia-d/elecciones: every election of the deployment; an admin makes the next one and makes it current. */
export function EleccionesScreen() {
  const elecciones = useQuery(eleccionesQuery);
  const puedeAdministrar = usePuedeAdministrar();
  // Who is not an admin reads why there are no buttons (the list itself is everyone's).
  const rol = useSession().data?.role;
  const actual = elecciones.data?.find((e) => e.actual);
  return (
    <div>
      <PageHeader
        title={T.titulo}
        subtitle={T.ayuda}
        actions={
          <>
            <Link
              to="/dia-d/comparar-elecciones"
              className="inline-flex min-h-9 items-center rounded-lg border border-borde bg-panel-2 px-3 text-sm font-medium hover:border-teal"
            >
              {T.compararEnlace}
            </Link>
            {puedeAdministrar && actual && <NuevaEleccionButton actual={actual} />}
          </>
        }
      />
      {rol !== undefined && rol !== 'admin' && <p className="mb-4 text-sm text-tenue">{T.soloAdmin}</p>}
      <Card title={T.lista}>
        <QueryState query={elecciones}>
          {(lista) =>
            lista.length === 0 ? (
              <EmptyState title={T.ninguna} />
            ) : (
              <ul className="flex flex-col divide-y divide-borde">
                {lista.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{e.nombre}</p>
                      <p className="text-sm text-tenue">
                        {formatFechaCorta(e.fecha)} · {ETIQUETA_TIPO_ELECCION[e.tipo]} ·{' '}
                        <span className={e.actual ? 'font-medium text-teal' : undefined}>{estado(e)}</span>
                      </p>
                    </div>
                    {puedeAdministrar && actual && !e.actual && !e.soloLectura && (
                      <HacerActualButton eleccion={e} actual={actual} />
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </div>
  );
}
