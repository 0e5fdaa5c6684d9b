import { anchoBarraRegion, formatProgresoRegion, type ColorRangoRegion } from '@comando/contract';
import { cn } from '../../ui/index.js';

const rangoClase: Record<ColorRangoRegion, string> = {
  oro: 'bg-oro text-slate-950',
  plata: 'bg-plata text-slate-950',
  bronce: 'bg-bronce text-slate-950',
};

export interface RegionRowProps {
  name: string;
  location: string;
  /** Accessible name of the row button (what a screen reader announces). */
  label: string;
  onOpen: () => void;
  /** 1-based position in a ranked list, with its colour for the top three. */
  posicion?: number;
  colorRango?: ColorRangoRegion | null;
  /** Figure at the right ("3 / 1.000", "2 eventos"). */
  valor: string;
  /** Progress in percent: shows one decimal and a bar capped at 100%. */
  progreso?: number;
  barClassName?: string;
  etiqueta?: { texto: string; activa: boolean };
}

/** One region of a card's list: a real button that opens the card's modal for it. */
export function RegionRow({
  name,
  location,
  label,
  onOpen,
  posicion,
  colorRango,
  valor,
  progreso,
  barClassName = 'bg-teal',
  etiqueta,
}: RegionRowProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="flex w-full flex-col gap-1.5 rounded-lg px-2 py-2 text-left transition-colors hover:bg-panel-2 focus-visible:bg-panel-2"
      >
        <span className="flex w-full items-center gap-2">
          {posicion !== undefined && (
            <span
              aria-hidden="true"
              data-rango={colorRango ?? undefined}
              className={cn(
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                colorRango ? rangoClase[colorRango] : 'bg-panel-2 text-tenue',
              )}
            >
              {posicion}
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-texto">{name}</span>
            <span className="block text-xs text-tenue">{location}</span>
          </span>
          <span className="text-right text-sm text-texto tabular-nums">{valor}</span>
          {progreso !== undefined && (
            <span className="w-14 text-right text-xs font-semibold text-tenue tabular-nums">
              {formatProgresoRegion(progreso)}
            </span>
          )}
          {etiqueta && (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                etiqueta.activa ? 'bg-teal/15 text-teal' : 'bg-panel-2 text-tenue',
              )}
            >
              {etiqueta.texto}
            </span>
          )}
        </span>
        {progreso !== undefined && (
          <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-panel-2">
            <span
              className={cn('block h-full rounded-full', barClassName)}
              style={{ width: `${anchoBarraRegion(progreso)}%` }}
            />
          </span>
        )}
      </button>
    </li>
  );
}
