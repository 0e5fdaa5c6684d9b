import { TEXTOS_ESTRATEGIA, TITULOS_PANTALLA } from '@comando/contract';
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/index.js';
import { CalendarioCard } from './calendario-card.js';
import { DebateCard } from './debate-card.js';
import { DiaDCard } from './dia-d-card.js';
import { PlaneacionCard } from './planeacion-card.js';
import { PrecampanaCard } from './precampana-card.js';

/**
 * Estrategia (spec areas.md §2): five cards on a three-column grid. Precampaña
 * spans two rows, the calendar two columns.
 */
export function EstrategiaScreen() {
  return (
    <div>
      <PageHeader
        title={TITULOS_PANTALLA.estrategia}
        actions={
          <Link
            to="/juridico"
            className="inline-flex items-center gap-2 rounded-lg border border-borde bg-panel-2 px-3 py-2 text-sm text-texto hover:bg-borde"
          >
            <Scale size={16} aria-hidden="true" />
            {TEXTOS_ESTRATEGIA.enlaceJuridico}
          </Link>
        }
      />
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        <DiaDCard />
        <PlaneacionCard />
        <PrecampanaCard className="xl:row-span-2" />
        <CalendarioCard className="md:col-span-2" />
        <DebateCard />
      </div>
    </div>
  );
}
