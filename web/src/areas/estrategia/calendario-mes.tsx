import {
  colorDia,
  cuadriculaMes,
  DIAS_SEMANA,
  formatFechaLarga,
  TEXTOS_ESTRATEGIA,
  type Evento,
} from '@comando/contract';
import { useId } from 'react';
import { cn } from '../../ui/index.js';

const T = TEXTOS_ESTRATEGIA;

/**
 * The month grid (weeks start on Monday). A day with events is a button: pink
 * when any is pending, teal when all are completed, a badge past one event, and
 * a tooltip on hover and on keyboard focus listing the titles.
 */
export function CalendarioMes({
  anio,
  mes,
  hoy,
  eventos,
  onDia,
}: {
  anio: number;
  mes: number;
  hoy: string;
  eventos: Evento[];
  onDia: (fecha: string) => void;
}) {
  const base = useId();
  const porFecha = new Map<string, Evento[]>();
  for (const e of eventos) porFecha.set(e.fecha, [...(porFecha.get(e.fecha) ?? []), e]);
  const semanas = cuadriculaMes(anio, mes);
  return (
    <div className="grid grid-cols-7 gap-1 text-center text-sm">
      {DIAS_SEMANA.map((d) => (
        <div key={d} className="py-1 text-xs font-semibold text-tenue" aria-hidden="true">
          {d}
        </div>
      ))}
      {semanas.flat().map((dia) => {
        const delDia = porFecha.get(dia.fecha) ?? [];
        const color = colorDia(delDia);
        const esHoy = dia.fecha === hoy;
        const clases = cn(
          'relative flex h-11 items-center justify-center rounded-md',
          // Rosa text on a rosa/15 tile: 5,2:1 on the card (rosa/25 gave 4,3:1, under WCAG AA).
          color === 'pendiente' && 'bg-rosa/15 text-rosa font-semibold',
          color === 'completado' && 'bg-teal/25 text-teal font-semibold',
          // Days of the neighbouring months: muted text and no tile, still legible (no opacity).
          !color && (dia.delMes ? 'bg-panel-2/40' : 'text-tenue'),
          !dia.delMes && 'border border-dashed border-borde',
          esHoy && 'ring-2 ring-primario',
        );
        if (delDia.length === 0) {
          return (
            <div key={dia.fecha} className={clases} aria-current={esHoy ? 'date' : undefined}>
              {dia.dia}
            </div>
          );
        }
        const tipId = `${base}-${dia.fecha}`;
        return (
          // Above the card's stretched button (ClickableCard): a day opens the modal on its date.
          <div key={dia.fecha} className="group relative z-10">
            <button
              type="button"
              className={cn(
                clases,
                'w-full focus:outline-none focus-visible:ring-2 focus-visible:ring-texto',
              )}
              aria-label={T.calendario.diaConEventos(formatFechaLarga(dia.fecha), delDia.length)}
              aria-describedby={tipId}
              aria-current={esHoy ? 'date' : undefined}
              data-color={color}
              onClick={() => onDia(dia.fecha)}
            >
              {dia.dia}
              {delDia.length > 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 rounded-full bg-primario px-1 text-[10px] leading-4 text-slate-950"
                >
                  {delDia.length}
                </span>
              )}
            </button>
            <div
              id={tipId}
              role="tooltip"
              className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-1 w-max max-w-56 -translate-x-1/2 rounded-md border border-borde bg-fondo px-2 py-1 text-left text-xs text-texto opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              <ul>
                {delDia.map((e) => (
                  <li key={e.id}>
                    {e.titulo} — {e.completado ? T.completado : T.pendiente}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </div>
  );
}
