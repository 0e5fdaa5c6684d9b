import { TEXTOS_MAPA as T } from '@comando/contract';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../ui/index.js';
import { FORMAS_DEPARTAMENTOS, VISTA_MAPA } from './mapa-bolivia-formas.js';
import { type EntradaLeyenda, type ZonaMapa } from './mapa-zonas.js';

export interface ModoMapa<M extends string> {
  valor: M;
  texto: string;
}

/**
 * The nine departments drawn as SVG by React (issue 28), coloured by the caller's zones, with
 * the way to colour them and a legend in words. A department with figures is a link to them
 * (`destino`, an anchor on the same screen, after `alElegir`); the screen's table stays as the
 * text alternative. The viewBox scales to any width, so a phone never scrolls sideways.
 */
export function MapaBolivia<M extends string>({
  zonas,
  destino,
  alElegir,
  modos,
  modo,
  setModo,
  leyenda,
  capa,
}: {
  zonas: Map<string, ZonaMapa>;
  destino: string;
  alElegir: (departamento: string) => void;
  modos: ModoMapa<M>[];
  modo: M;
  setModo: (m: M) => void;
  leyenda: EntradaLeyenda[];
  /** Drawn over the departments, under the focus outline and the names (the recintos' points). */
  capa?: ReactNode;
}) {
  // The focused department is drawn again on top, so its outline is not hidden under a neighbour's.
  const [enfocado, setEnfocado] = useState<string | null>(null);
  const resaltado = FORMAS_DEPARTAMENTOS.find((f) => f.id === enfocado);
  return (
    // Side by side only when the card itself is wide (a container query), stacked in a narrow column.
    <div className="@container">
      <div className="flex flex-col gap-4 @2xl:flex-row @2xl:items-start">
        <svg
          viewBox={`0 0 ${VISTA_MAPA.ancho} ${VISTA_MAPA.alto}`}
          role="group"
          aria-label={T.descripcion}
          className="mx-auto block h-auto w-full max-w-md @2xl:mx-0 @2xl:flex-1"
        >
          {FORMAS_DEPARTAMENTOS.map((f) => {
            const z = zonas.get(f.id);
            if (!z) return null;
            const forma = (
              <path
                d={f.d}
                data-departamento={f.id}
                className={cn(z.clase, 'stroke-fondo [stroke-linejoin:round] [stroke-width:2]')}
                style={z.color ? { fill: z.color } : undefined}
              />
            );
            return z.enlace ? (
              <a
                key={f.id}
                href={destino}
                aria-label={z.etiqueta}
                className="cursor-pointer hover:opacity-85 focus:outline-none"
                onClick={() => alElegir(f.id)}
                onFocus={() => setEnfocado(f.id)}
                onBlur={() => setEnfocado(null)}
              >
                <title>{z.etiqueta}</title>
                {forma}
              </a>
            ) : (
              <g key={f.id} role="img" aria-label={z.etiqueta}>
                <title>{z.etiqueta}</title>
                {forma}
              </g>
            );
          })}
          {capa}
          {resaltado && (
            <path
              d={resaltado.d}
              aria-hidden="true"
              className="pointer-events-none fill-none stroke-white [stroke-linejoin:round] [stroke-width:6]"
            />
          )}
          <g aria-hidden="true" className="pointer-events-none">
            {FORMAS_DEPARTAMENTOS.map((f) => {
              const corto = zonas.get(f.id)?.corto;
              return (
                <text
                  key={f.id}
                  x={f.centro[0]}
                  y={f.centro[1]}
                  textAnchor="middle"
                  className="fill-white stroke-fondo text-[28px] font-semibold [paint-order:stroke] [stroke-width:6]"
                >
                  {f.nombre}
                  {corto && (
                    <tspan x={f.centro[0]} dy="1.1em" className="text-[26px] font-normal">
                      {corto}
                    </tspan>
                  )}
                </text>
              );
            })}
          </g>
        </svg>
        <div className="flex flex-col gap-3 @2xl:w-56">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs tracking-wide text-tenue uppercase">{T.colorear}</legend>
            <div className="flex flex-wrap gap-1">
              {modos.map((m) => (
                <button
                  key={m.valor}
                  type="button"
                  aria-pressed={modo === m.valor}
                  onClick={() => setModo(m.valor)}
                  className="min-h-9 rounded-lg border border-borde bg-panel-2 px-3 text-sm hover:border-teal aria-pressed:border-teal aria-pressed:bg-teal aria-pressed:font-semibold aria-pressed:text-slate-950"
                >
                  {m.texto}
                </button>
              ))}
            </div>
          </fieldset>
          <div>
            <h3 className="mb-1 text-xs tracking-wide text-tenue uppercase">{T.leyenda}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {leyenda.map((e) => (
                <li key={e.texto} className="flex items-center gap-2">
                  <svg viewBox="0 0 16 16" className="h-4 w-4 shrink-0" aria-hidden="true">
                    {e.punto ? (
                      <circle
                        cx="8"
                        cy="8"
                        r="5"
                        className={cn(e.clase, 'stroke-fondo [stroke-width:1.5]')}
                      />
                    ) : (
                      <rect
                        width="16"
                        height="16"
                        rx="3"
                        className={cn(e.clase, 'stroke-borde')}
                        style={e.color ? { fill: e.color } : undefined}
                      />
                    )}
                  </svg>
                  {e.texto}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-tenue">{T.ayuda}</p>
        </div>
      </div>
    </div>
  );
}
