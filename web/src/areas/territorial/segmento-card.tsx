import { TEXTOS_TERRITORIAL, type ResumenRegionTerritorial } from '@comando/contract';
import { useState } from 'react';
import { Card } from '../../ui/index.js';
import { RegionDialog } from './region-dialog.js';
import { RegionRow } from './region-row.js';
import { SegmentoDialog } from './segmento-dialog.js';

const T = TEXTOS_TERRITORIAL;

/** Segments per region, in the spec's order; 'Configurado' or 'Sin segmentos'. */
export function SegmentoCard({ regiones }: { regiones: ResumenRegionTerritorial[] }) {
  const [abierta, setAbierta] = useState<ResumenRegionTerritorial | null>(null);
  return (
    <Card title={T.segmento} subtitle={T.segmentoSub} aria-label={T.segmento}>
      <ul className="flex flex-col gap-0.5">
        {regiones.map((r) => {
          const etiqueta = r.segmentsCount > 0 ? T.configurado : T.sinSegmentos;
          const valor = T.cantidadSegmentos(r.segmentsCount);
          return (
            <RegionRow
              key={r.id}
              name={r.name}
              location={r.location}
              label={`${r.name}: ${valor}, ${etiqueta}`}
              onOpen={() => setAbierta(r)}
              valor={valor}
              etiqueta={{ texto: etiqueta, activa: r.segmentsCount > 0 }}
            />
          );
        })}
      </ul>
      <RegionDialog
        titulo={T.segmento}
        region={abierta?.id ?? null}
        nombre={abierta?.name ?? ''}
        onClose={() => setAbierta(null)}
      >
        {(region) => <SegmentoDialog region={region} />}
      </RegionDialog>
    </Card>
  );
}
