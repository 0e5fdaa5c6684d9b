import { formatNumero, formatPorcentaje, TEXTOS_ELECCIONES as T } from '@comando/contract';
import { cn } from '../../../ui/index.js';

/** A share (0–1) as a percentage with one decimal; «—» when there is none. */
export const pct = (x: number | null) => formatPorcentaje(x === null ? null : x * 100, 1);

/** A swing in points, signed and coloured (never by colour alone: the sign says it too). */
export function CambioTexto({ puntos }: { puntos: number | null }) {
  if (puntos === null) return <>{formatPorcentaje(null)}</>;
  const signo = puntos > 0 ? '+' : puntos < 0 ? '−' : '';
  return (
    <span className={cn(puntos > 0 && 'text-teal', puntos < 0 && 'text-coral')}>
      {T.puntos(`${signo}${formatNumero(Math.abs(puntos), 1)}`)}
    </span>
  );
}
