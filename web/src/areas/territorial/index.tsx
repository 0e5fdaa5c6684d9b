import { TEXTOS_TERRITORIAL, TITULOS_PANTALLA } from '@comando/contract';
import { PageHeader, QueryState } from '../../ui/index.js';
import { useTerritorial } from './api/use-territorial.js';
import { EstructuraCard } from './estructura-card.js';

/** /territorial: five cards over the nine regions of Bolivia (spec areas.md §2). */
export function TerritorialScreen() {
  const query = useTerritorial();
  return (
    <div>
      <PageHeader title={TITULOS_PANTALLA.territorial} subtitle={TEXTOS_TERRITORIAL.subtitulo} />
      <QueryState query={query} loadingText={TEXTOS_TERRITORIAL.cargando}>
        {(regiones) => (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <EstructuraCard regiones={regiones} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
