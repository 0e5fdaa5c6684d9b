import { MENSAJES_TERRITORIAL, TEXTOS_TERRITORIAL, type RegionTerritorial } from '@comando/contract';
import { EmptyState, ConfirmDelete } from '../../ui/index.js';
import { useEliminarSegmento } from './api/mutations.js';
import { NuevoSegmentoButton } from './segmento-form.js';

const T = TEXTOS_TERRITORIAL;

/** Content of the Segmento modal: a grid of segment names. */
export function SegmentoDialog({ region }: { region: RegionTerritorial }) {
  const eliminar = useEliminarSegmento(region.id);
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
              <ConfirmDelete
                label={`${T.eliminarSegmento}: ${s.name}`}
                text={T.confirmarSegmento(s.name)}
                confirmLabel={T.confirmarEliminar}
                errorText={MENSAJES_TERRITORIAL.errorEliminar}
                onConfirm={() => eliminar.mutateAsync({ id: s.id })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
