import { TEXTOS_DIA_D, TEXTOS_TERRITORIAL, TITULOS_PANTALLA } from '@comando/contract';
import { Link } from 'react-router';
import { PageHeader, QueryState } from '../../ui/index.js';
import { useTerritorial } from './api/queries.js';
import { EstructuraCard } from './estructura-card.js';
import { EventosCard } from './eventos-card.js';
import { MovilizacionCard } from './movilizacion-card.js';
import { PromocionCard } from './promocion-card.js';
import { SegmentoCard } from './segmento-card.js';
import { useTituloTerritorial } from '../../api/ambito.js';

/** /territorial: five cards over the nine regions of Bolivia (spec areas.md §2). */
export function TerritorialScreen() {
  const query = useTerritorial();
  const titulo = useTituloTerritorial(TITULOS_PANTALLA.territorial);
  return (
    <div>
      <PageHeader
        title={titulo}
        subtitle={TEXTOS_TERRITORIAL.subtitulo}
        actions={
          <Link to="/dia-d/mesas" className="self-center text-sm text-teal underline">
            {TEXTOS_DIA_D.verMesas}
          </Link>
        }
      />
      <QueryState query={query} loadingText={TEXTOS_TERRITORIAL.cargando}>
        {(regiones) => (
          <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            <EstructuraCard regiones={regiones} />
            <EventosCard regiones={regiones} />
            <PromocionCard regiones={regiones} />
            <SegmentoCard regiones={regiones} />
            <MovilizacionCard />
          </div>
        )}
      </QueryState>
    </div>
  );
}
