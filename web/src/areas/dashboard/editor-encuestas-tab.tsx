import { TEXTOS_DASHBOARD } from '@comando/contract';
import { useQueries } from '@tanstack/react-query';
import { Spinner } from '../../ui/index.js';
import {
  campanasQuery,
  escuchaQuery,
  finanzasQuery,
  indicadoresQuery,
  metricasQuery,
  operacionQuery,
  perfilQuery,
  trackingQuery,
} from './api/queries.js';
import { ProgresoCampanaCard } from './progreso-campana.js';
import { CumplimientoCard } from './cumplimiento-card.js';
import { FinanzasCard } from './finanzas-card.js';
import { IndicadoresCard } from './indicadores-card.js';
import { MetricasOperacionTable } from './metricas-operacion.js';
import { ProgresoOperacionPanel } from './progreso-operacion.js';
import { EscuchaSocialPanel } from './escucha-social.js';
import { TrackingPanel } from './tracking-panel.js';

/**
 * Editor variant of the Encuestas tab (spec §2): compliance, campaign progress,
 * indicators and finance; tactical tracking and social listening; operation
 * progress and metrics. Every panel reads the server and has its edit modal.
 */
export function EditorEncuestasTab() {
  const consultas = useQueries({
    queries: [
      perfilQuery,
      campanasQuery,
      indicadoresQuery,
      finanzasQuery,
      trackingQuery,
      escuchaQuery,
      operacionQuery,
      metricasQuery,
    ],
  });
  // Spec §2: the centred spinner only while nothing at all is known (no cached figures either).
  if (consultas.every((q) => q.data === undefined && q.isFetching)) {
    return <Spinner text={TEXTOS_DASHBOARD.cargando} centered />;
  }

  return (
    <div>
      <div className="flex flex-col gap-4">
        {/* Two by two up to 1535 px, one row of four from 1536 px: the campaign cards need ~34rem. */}
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <CumplimientoCard editable />
          <ProgresoCampanaCard editable />
          <IndicadoresCard editable />
          <FinanzasCard editable />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <TrackingPanel editable />
          <EscuchaSocialPanel editable />
        </div>
        <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <ProgresoOperacionPanel editable />
          <MetricasOperacionTable editable />
        </div>
      </div>
    </div>
  );
}
