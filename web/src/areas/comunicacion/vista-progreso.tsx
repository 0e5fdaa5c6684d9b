import { formatPorcentaje, porcentajeProgreso, TEXTOS_COMUNICACION as T } from '@comando/contract';
import { ProgressBar } from '../../ui/index.js';

/** Live percentage with one decimal (spec §9) and its bar, from what the form holds now. */
export function VistaProgreso({
  actual,
  meta,
  etiqueta,
}: {
  actual: unknown;
  meta: unknown;
  etiqueta: string;
}) {
  const a = Number(actual);
  const m = Number(meta);
  const valido = actual !== '' && meta !== '' && Number.isFinite(a) && Number.isFinite(m) && m > 0;
  const pct = valido ? porcentajeProgreso(a, m) : 0;
  const texto = valido ? formatPorcentaje(pct, 1) : formatPorcentaje(Number.NaN);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-borde bg-panel-2 p-3">
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-tenue">{T.progreso}</span>
        <output
          aria-live="polite"
          aria-label={`${T.progreso}: ${texto}`}
          className="text-lg font-semibold text-texto tabular-nums"
        >
          {texto}
        </output>
      </div>
      <ProgressBar value={pct} max={100} label={etiqueta} valueText={texto} />
    </div>
  );
}
