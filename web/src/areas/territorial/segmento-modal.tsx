import { TEXTOS_TERRITORIAL, type RegionTerritorial } from '@comando/contract';
import { EmptyState } from '../../ui/index.js';
import { useEliminarSegmento } from './api/mutations.js';
import { EliminarItem } from './eliminar-item.js';
import { NuevoSegmentoButton } from './segmento-form.js';

const T = TEXTOS_TERRITORIAL;

/** Content of the Segmento modal: a grid of segment names. */
export function SegmentoModal({ region }: { region: RegionTerritorial }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NuevoSegmentoButton region={region.id} />
      </div>
      {region.segments.length === 0 ? (
        <EmptyState title={T.sinSegmentosRegistrados} />
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {region.segments.map((s) => (
            <li
              key={s.id}
              className="flex items-center justify-between gap-1 rounded-lg border border-borde bg-panel-2/50 py-1 pr-1 pl-3 text-sm text-texto"
            >
              <span className="min-w-0 truncate" title={s.name}>
                {s.name}
              </span>
              <EliminarItem
                label={`${T.eliminarSegmento}: ${s.name}`}
                texto={T.confirmarSegmento(s.name)}
                useEliminar={useEliminarSegmento}
                region={region.id}
                id={s.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
