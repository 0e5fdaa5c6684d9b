import { rankingRegiones, TEXTOS_TERRITORIAL, type ResumenRegionTerritorial } from '@comando/contract';
import { useState } from 'react';
import { Card } from '../../ui/index.js';
import { EventosDialog } from './eventos-dialog.js';
import { RegionDialog } from './region-dialog.js';
import { RegionRow } from './region-row.js';

const T = TEXTOS_TERRITORIAL;

/** Events per region, ranked by count; 'Activo' or 'Sin eventos'. */
export function EventosCard({ regiones }: { regiones: ResumenRegionTerritorial[] }) {
  const [abierta, setAbierta] = useState<ResumenRegionTerritorial | null>(null);
  return (
    <Card title={T.eventos} subtitle={T.eventosSub} aria-label={T.eventos}>
      <ol className="flex flex-col gap-0.5">
        {rankingRegiones(regiones, (r) => r.eventsCount).map((r, i) => {
          const etiqueta = r.eventsCount > 0 ? T.activo : T.sinEventos;
          const valor = T.cantidadEventos(r.eventsCount);
          return (
            <RegionRow
              key={r.id}
              name={r.name}
              location={r.location}
              label={`${r.name}: ${valor}, ${etiqueta}`}
              onOpen={() => setAbierta(r)}
              posicion={i + 1}
              valor={valor}
              etiqueta={{ texto: etiqueta, activa: r.eventsCount > 0 }}
            />
          );
        })}
      </ol>
      <RegionDialog
        titulo={T.eventos}
        region={abierta?.id ?? null}
        nombre={abierta?.name ?? ''}
        onClose={() => setAbierta(null)}
      >
        {(region) => <EventosDialog region={region} />}
      </RegionDialog>
    </Card>
  );
}
