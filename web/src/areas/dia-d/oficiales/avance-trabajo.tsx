import { TEXTOS_TRABAJO_OFICIAL as T, type TrabajoOficial } from '@comando/contract';
import { ProgressBar } from '../../../ui/index.js';

/** The server's progress on a large official file (issue 29): rows read, then mesas stored. */
export function AvanceTrabajo({ trabajo }: { trabajo: TrabajoOficial }) {
  const texto =
    trabajo.fase === 'guardando'
      ? T.guardandoMesa(trabajo.hechas, trabajo.total)
      : trabajo.total > 0
        ? T.procesandoFila(trabajo.hechas, trabajo.total)
        : T.leyendoArchivo;
  return (
    <div className="flex flex-col gap-1">
      <ProgressBar label={T.progreso} value={trabajo.hechas} max={trabajo.total} valueText={texto} />
      <p role="status" className="text-sm text-tenue">
        {texto}
      </p>
    </div>
  );
}
