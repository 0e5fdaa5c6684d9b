import { ETIQUETAS_TIPO, tipoVisible, type TipoActualizacion } from '@comando/contract';
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { cn } from '../../ui/index.js';

const estilos: Record<TipoActualizacion, { clase: string; Icono: LucideIcon }> = {
  positiva: { clase: 'border-teal/50 bg-teal/10 text-teal', Icono: TrendingUp },
  negativa: { clase: 'border-coral/50 bg-coral/10 text-coral', Icono: TrendingDown },
  neutral: { clase: 'border-borde bg-panel-2 text-tenue', Icono: Minus },
};

/** The update type with its colour and icon; unknown values show as Neutral. */
export function TipoBadge({ tipo }: { tipo: string }) {
  const visible = tipoVisible(tipo);
  const { clase, Icono } = estilos[visible];
  return (
    <span
      data-tipo={visible}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs whitespace-nowrap',
        clase,
      )}
    >
      <Icono size={14} aria-hidden="true" />
      {ETIQUETAS_TIPO[visible]}
    </span>
  );
}
