import {
  colorRangoRegion,
  formatNumero,
  formatProgresoRegion,
  progresoDefensores,
  progresoGeneralDefensores,
  rankingRegiones,
  TEXTOS_TERRITORIAL,
  type ResumenRegionTerritorial,
} from '@comando/contract';
import { useState } from 'react';
import { Card, ProgressBar } from '../../ui/index.js';
import { EstructuraDialog } from './estructura-dialog.js';
import { RegionDialog } from './region-dialog.js';
import { RegionRow } from './region-row.js';

const T = TEXTOS_TERRITORIAL;

/** Defenders per region against their goal, ranked by progress; top three in gold, silver, bronze. */
export function EstructuraCard({ regiones }: { regiones: ResumenRegionTerritorial[] }) {
  const [abierta, setAbierta] = useState<ResumenRegionTerritorial | null>(null);
  const total = regiones.reduce((s, r) => s + r.defendersCount, 0);
  const meta = regiones.reduce((s, r) => s + r.targetDefenders, 0);
  const general = progresoGeneralDefensores(regiones);
  return (
    <Card title={T.estructura} subtitle={T.estructuraSub} aria-label={T.estructura}>
      <div className="mb-3 flex flex-col gap-1 rounded-lg bg-panel-2/50 p-3">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-tenue">{T.progresoGeneral}</span>
          <span className="text-texto tabular-nums">
            {formatNumero(total)} / {formatNumero(meta)} ·{' '}
            <strong className="text-teal">{formatProgresoRegion(general)}</strong>
          </span>
        </div>
        <ProgressBar value={total} max={meta} label={T.progresoGeneral} />
      </div>
      <ol className="flex flex-col gap-0.5">
        {rankingRegiones(regiones, progresoDefensores).map((r, i) => {
          const pct = progresoDefensores(r);
          const valor = `${formatNumero(r.defendersCount)} / ${formatNumero(r.targetDefenders)}`;
          return (
            <RegionRow
              key={r.id}
              name={r.name}
              location={r.location}
              label={`${r.name}: ${valor} defensores, ${formatProgresoRegion(pct)}`}
              onOpen={() => setAbierta(r)}
              posicion={i + 1}
              colorRango={colorRangoRegion(i, pct)}
              valor={valor}
              progreso={pct}
            />
          );
        })}
      </ol>
      <RegionDialog
        titulo={T.estructura}
        region={abierta?.id ?? null}
        nombre={abierta?.name ?? ''}
        onClose={() => setAbierta(null)}
      >
        {(region) => <EstructuraDialog region={region} />}
      </RegionDialog>
    </Card>
  );
}
