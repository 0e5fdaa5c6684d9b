import {
  TEXTOS_ACTAS,
  TEXTOS_ALERTAS,
  TEXTOS_DIA_D as T,
  TEXTOS_MENSAJERIA,
  TEXTOS_PENDIENTES,
} from '@comando/contract';
import { Link } from 'react-router';
import { usePuedeEscribir, useSession } from '../../../api/session.js';
import { PageHeader } from '../../../ui/index.js';
import { CoberturaCard } from './cobertura-card.js';
import { AsignarCsvButton } from '../delegados/index.js';
import { ImportarButton } from './importar-button.js';
import { MesasList } from './mesas-list.js';
import { useTituloDiaD } from '../../../api/ambito.js';

/** /dia-d/mesas: the registry, its coverage and the delegates on mesas (issue 19). */
export function MesasScreen() {
  const { data } = useSession();
  const puedeEscribir = usePuedeEscribir();
  const titulo = useTituloDiaD(T.mesas);
  return (
    <div>
      <PageHeader
        title={titulo}
        subtitle={T.mesasSub}
        actions={
          <>
            <Link to="/dia-d/incidentes" className="self-center text-sm text-teal underline">
              {T.verIncidentes}
            </Link>
            <Link to="/dia-d/mensajes" className="self-center text-sm text-teal underline">
              {TEXTOS_MENSAJERIA.irMensajes}
            </Link>
            <Link to="/dia-d/conteo" className="self-center text-sm text-teal underline">
              {TEXTOS_ACTAS.irConteo}
            </Link>
            <Link to="/dia-d/pendientes" className="self-center text-sm text-teal underline">
              {TEXTOS_PENDIENTES.enlace}
            </Link>
            <Link to="/dia-d/alertas" className="self-center text-sm text-teal underline">
              {TEXTOS_ALERTAS.irAlertas}
            </Link>
            {puedeEscribir && (
              <Link to="/dia-d/actas/verificar" className="self-center text-sm text-teal underline">
                {TEXTOS_ACTAS.irTranscribir}
              </Link>
            )}
            {puedeEscribir && <AsignarCsvButton />}
            {data?.role === 'admin' && <ImportarButton />}
          </>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <CoberturaCard />
        <MesasList />
      </div>
    </div>
  );
}
