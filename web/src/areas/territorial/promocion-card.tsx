import {
  formatNumero,
  formatProgresoRegion,
  progresoPromocion,
  rankingRegiones,
  TEXTOS_TERRITORIAL,
  type ResumenRegionTerritorial,
} from '@comando/contract';
import { useState } from 'react';
import { Card } from '../../ui/index.js';
import { PromocionDialog } from './promocion-dialog.js';
import { RegionDialog } from './region-dialog.js';
import { RegionRow } from './region-row.js';

const T = TEXTOS_TERRITORIAL;

/** Promoted people per region against the goal, ranked by progress. */
export function PromocionCard({ regiones }: { regiones: ResumenRegionTerritorial[] }) {
  const [abierta, setAbierta] = useState<ResumenRegionTerritorial | null>(null);
  return (
    <Card title={T.promocion} subtitle={T.promocionSub} aria-label={T.promocion}>
      <ol className="flex flex-col gap-0.5">
        {rankingRegiones(regiones, progresoPromocion).map((r, i) => {
          const pct = progresoPromocion(r);
          const valor = `${formatNumero(r.promotedCount)} / ${formatNumero(r.targetPromoters)}`;
          return (
            <RegionRow
              key={r.id}
              name={r.name}
              location={r.location}
              label={`${r.name}: ${valor} promovidos, ${formatProgresoRegion(pct)}`}
              onOpen={() => setAbierta(r)}
              posicion={i + 1}
              valor={valor}
              progreso={pct}
              barClassName="bg-primario"
            />
          );
        })}
      </ol>
      <RegionDialog
        titulo={T.promocion}
        region={abierta?.id ?? null}
        nombre={abierta?.name ?? ''}
        onClose={() => setAbierta(null)}
      >
        {(region) => <PromocionDialog region={region} />}
      </RegionDialog>
    </Card>
  );
}
