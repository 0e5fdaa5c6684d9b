import { TEXTOS_FINANZAS, TITULOS_PANTALLA } from '@comando/contract';
import { usePuedeEscribir } from '../../api/session.js';
import { PageHeader, QueryState } from '../../ui/index.js';
import { useFinanzas } from './api/queries.js';
import { GraficoIngresos } from './grafico-ingresos.js';
import { IngresoForm } from './ingreso-form.js';
import { IngresosList } from './ingresos-list.js';
import { MetaCard } from './meta-card.js';
import { ResumenCards } from './resumen-cards.js';

/** /finanzas: target, summary cards, accumulated-income chart, entries. */
export function FinanzasScreen() {
  const finanzas = useFinanzas();
  const puedeEscribir = usePuedeEscribir();
  return (
    <div>
      <PageHeader title={TITULOS_PANTALLA.finanzas} subtitle={TEXTOS_FINANZAS.subtitulo} />
      <QueryState query={finanzas} loadingText={TEXTOS_FINANZAS.cargando}>
        {(estado) => (
          <div className="flex flex-col gap-6">
            <MetaCard targetCents={estado.targetCents} />
            <ResumenCards estado={estado} />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className={puedeEscribir ? 'lg:col-span-2' : 'lg:col-span-3'}>
                <GraficoIngresos estado={estado} />
              </div>
              {puedeEscribir && <IngresoForm />}
            </div>
            <IngresosList entries={estado.entries} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
