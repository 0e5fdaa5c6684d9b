import {
  formatFechaHora,
  formatNumero,
  TEXTOS_PUBLICACION as T,
  type AjustesPublicacion,
} from '@comando/contract';
import { usePuedeAdministrar, useSession } from '../../../api/session.js';
import { Card, PageHeader, PantallaVedada, QueryState } from '../../../ui/index.js';
import { useAjustesPublicacion } from './api/queries.js';
import { AutomaticaCard } from './automatica-card.js';
import { PublicacionesList } from './publicaciones-list.js';
import { PublicarForm } from './publicar-form.js';
import { RetiradasCard } from './retiradas-card.js';

/** Where this server writes the site, or why nothing can be published yet (not an error). */
function DestinoCard({ ajustes }: { ajustes: AjustesPublicacion }) {
  const d = ajustes.destino;
  return (
    <Card title={T.destino}>
      {d ? (
        <div className="flex flex-col gap-1 text-sm">
          <p>
            <span className="text-tenue">{d.tipo === 'carpeta' ? T.destinoCarpeta : T.destinoS3}: </span>
            <span className="font-mono break-all">{d.lugar.replace(/^carpeta /, '')}</span>
          </p>
          <p className="text-tenue">
            {ajustes.ultima
              ? T.sitioActual(formatNumero(ajustes.mesasPublicadas), formatFechaHora(ajustes.ultima))
              : T.sitioVacio}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-texto">{T.sinDestinoTitulo}</p>
          <p className="text-tenue">{T.sinDestino}</p>
        </div>
      )}
    </Card>
  );
}

/**
 * /dia-d/publicacion (admins, issue 46): where the public site goes, «Publicar ahora» with a
 * fresh code, the runs with the progress of the one going on, the automatic runs, and the mesas
 * kept off the site.
 */
export function PublicacionScreen() {
  const { data: sesion } = useSession();
  // A reader who opens the address sees why, and the screen asks the server nothing it refuses.
  if (sesion?.role !== 'admin')
    return <PantallaVedada title={T.titulo} subtitle={T.subtitulo} motivo={T.soloAdmin} />;
  return <PublicacionAdmin />;
}

function PublicacionAdmin() {
  const ajustes = useAjustesPublicacion();
  // An election that ended (issue 45): its runs and mesas kept off are read, nothing is published.
  const puede = usePuedeAdministrar();
  return (
    <div>
      <PageHeader title={T.titulo} subtitle={T.subtitulo} />
      <QueryState query={ajustes}>
        {(a) => (
          // One column on a phone in the order of use (the runs right under «Publicar ahora»),
          // two from 1024 px: what to do on the left, what happened on the right.
          <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start">
            <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
              <DestinoCard ajustes={a} />
              {a.destino && puede && <PublicarForm ajustes={a} />}
              {a.destino && puede && (
                <div className="order-1 lg:order-none">
                  <AutomaticaCard ajustes={a} />
                </div>
              )}
            </div>
            <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
              <PublicacionesList />
              <div className="order-2 lg:order-none">
                <RetiradasCard />
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
