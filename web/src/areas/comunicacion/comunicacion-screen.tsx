import { TITULOS_PANTALLA } from '@comando/contract';
import { PageHeader } from '../../ui/index.js';
import { EarnedMediaCard } from './earned-media-card.js';
import { PrensaPagadaCard } from './prensa-pagada-card.js';
import { MaterialesCard, PublicidadCard } from './progreso-cards.js';
import { VocerosCard } from './voceros-card.js';

/**
 * Comunicación (spec areas.md §2): five cards, each opening its dialog. Paid press,
 * earned media and spokespersons in the first row; materials and advertising in the second.
 */
export function ComunicacionScreen() {
  return (
    <div>
      <PageHeader title={TITULOS_PANTALLA.comunicacion} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <PrensaPagadaCard />
        <EarnedMediaCard />
        <VocerosCard />
        <MaterialesCard />
        <PublicidadCard className="sm:col-span-2" />
      </div>
    </div>
  );
}
