import {
  formatFechaHora,
  formatNumero,
  TEXTOS_PUBLICACION as T,
  type AjustesPublicacion,
} from '@comando/contract';
import { Card, PageHeader, QueryState } from '../../../ui/index.js';
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
  const ajustes = useAjustesPublicacion();
  return (
    <div>
      <PageHeader title={T.titulo} subtitle={T.subtitulo} />
      <QueryState query={ajustes}>
        {(a) => (
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-4">
              <DestinoCard ajustes={a} />
              {a.destino && <PublicarForm ajustes={a} />}
              {a.destino && <AutomaticaCard ajustes={a} />}
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <PublicacionesList />
              <RetiradasCard />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
