import type { ReactNode } from 'react';
import { useSession } from '../../api/session.js';
import { QueryState } from '../../ui/index.js';
import { usePaneles } from './api/queries.js';
import { ContenidosCard, DigitalCard, IntencionMensualCard, MapasCard } from './paneles-resumen.js';
import { AnalisisCuantitativoCard, FacebookCard, InstagramCard, InversionCard } from './paneles-redes.js';

/**
 * Admin variant of the Encuestas tab, in the spec's order: compliance, DIGITAL,
 * tracking beside the map carousel, monthly table, social listening, Facebook,
 * Instagram, quantitative analysis, contents, investment. Shared panels come in
 * as slots from the app; every other figure is read from the server and an
 * admin can correct each panel.
 */
export function AdminEncuestasTab({
  compliance,
  tracking,
  socialListening,
}: {
  compliance: ReactNode;
  tracking: ReactNode;
  socialListening: ReactNode;
}) {
  const query = usePaneles();
  const editable = useSession().data?.role === 'admin';
  // While loading each slot shows a spinner; a failure is shown once (with a retry) in the first slot.
  const conPaneles = (render: (p: NonNullable<typeof query.data>) => ReactNode, estado = false) =>
    query.data ? (
      render(query.data)
    ) : estado || query.isPending ? (
      <QueryState query={query} loadingText="Cargando paneles...">
        {render}
      </QueryState>
    ) : null;
  return (
    // Each slot's card fills its grid cell, so the two cards of a row end at the same line.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>div>*]:h-full">
      <div>{compliance}</div>
      <div>
        {conPaneles((p) => (
          <DigitalCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div>{tracking}</div>
      <div>
        {conPaneles((p) => (
          <MapasCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div className="lg:col-span-2">
        {conPaneles((p) => (
          <IntencionMensualCard paneles={p} editable={editable} />
        ))}
      </div>
      <div className="lg:col-span-2">{socialListening}</div>
      <div>
        {conPaneles((p) => (
          <FacebookCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div>
        {conPaneles((p) => (
          <InstagramCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div>
        {conPaneles((p) => (
          <AnalisisCuantitativoCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div>
        {conPaneles((p) => (
          <ContenidosCard paneles={p} editable={editable} className="h-full" />
        ))}
      </div>
      <div className="lg:col-span-2">
        {conPaneles((p) => (
          <InversionCard paneles={p} editable={editable} />
        ))}
      </div>
    </div>
  );
}
