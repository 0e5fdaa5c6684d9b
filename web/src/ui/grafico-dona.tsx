import { FUENTE, Leyenda, useTamano } from './graficos.js';

/** The doughnut chart (spec), drawn as SVG by React beside the line chart of graficos.tsx. */

/** Where a point at `angulo` (radians, 0 = top, clockwise) on a circle of `radio` lies. */
function polar(cx: number, cy: number, radio: number, angulo: number): [number, number] {
  return [cx + radio * Math.sin(angulo), cy - radio * Math.cos(angulo)];
}

/** One slice of a ring, as an SVG path. */
export function trazoPorcion(
  cx: number,
  cy: number,
  exterior: number,
  interior: number,
  desde: number,
  hasta: number,
): string {
  // A full ring cannot be one arc: draw it as two halves.
  if (hasta - desde >= Math.PI * 2 - 1e-9) {
    const medio = desde + Math.PI;
    return `${trazoPorcion(cx, cy, exterior, interior, desde, medio)}${trazoPorcion(cx, cy, exterior, interior, medio, hasta)}`;
  }
  const grande = hasta - desde > Math.PI ? 1 : 0;
  const [x1, y1] = polar(cx, cy, exterior, desde);
  const [x2, y2] = polar(cx, cy, exterior, hasta);
  const [x3, y3] = polar(cx, cy, interior, hasta);
  const [x4, y4] = polar(cx, cy, interior, desde);
  return `M${x1},${y1}A${exterior},${exterior} 0 ${grande} 1 ${x2},${y2}L${x3},${y3}A${interior},${interior} 0 ${grande} 0 ${x4},${y4}Z`;
}

/** A ring of shares with each value printed on its slice (when it fits) and a legend. */
export function GraficoDona({
  partes,
  formato,
  formatoDetalle = formato,
  className = 'h-44',
}: {
  partes: { etiqueta: string; valor: number; color: string }[];
  /** The value printed on its slice. */
  formato: (valor: number) => string;
  /** The value in the slice's hover text. */
  formatoDetalle?: (valor: number) => string;
  className?: string;
}) {
  const [ref, { ancho, alto }] = useTamano<HTMLDivElement>();
  const total = partes.reduce((s, p) => s + Math.max(0, p.valor), 0);
  const radio = Math.max(0, Math.min(ancho, alto) / 2 - 2);
  const interior = radio * 0.62;
  const cx = ancho / 2;
  const cy = alto / 2;
  const fracciones = partes.map((p) => (total > 0 ? Math.max(0, p.valor) / total : 0));
  const porciones = partes.map((p, i) => {
    const desde = fracciones.slice(0, i).reduce((s, f) => s + f, 0) * Math.PI * 2;
    return { p, fraccion: fracciones[i] ?? 0, desde, hasta: desde + (fracciones[i] ?? 0) * Math.PI * 2 };
  });
  return (
    <div className={`flex flex-col gap-2 ${className}`} aria-hidden="true">
      <div ref={ref} className="relative min-h-0 flex-1">
        {radio > 0 && (
          <svg width={ancho} height={alto} className="absolute inset-0 block">
            {porciones.map(({ p, fraccion, desde, hasta }) =>
              fraccion > 0 ? (
                <path
                  key={p.etiqueta}
                  d={trazoPorcion(cx, cy, radio, interior, desde, hasta)}
                  fill={p.color}
                  stroke="#111a2e"
                  strokeWidth={2}
                >
                  <title>{`${p.etiqueta}: ${formatoDetalle(p.valor)}`}</title>
                </path>
              ) : null,
            )}
            {porciones.map(({ p, fraccion, desde, hasta }) => {
              // Under ~6 % of the ring the label would spill over its neighbours.
              if (fraccion < 0.06) return null;
              const [x, y] = polar(cx, cy, (radio + interior) / 2, (desde + hasta) / 2);
              return (
                <text
                  key={p.etiqueta}
                  x={x}
                  y={y}
                  fill="#0b1220"
                  fontSize={FUENTE}
                  fontWeight={600}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  pointerEvents="none"
                >
                  {formato(p.valor)}
                </text>
              );
            })}
          </svg>
        )}
      </div>
      <Leyenda series={partes.map((p) => ({ nombre: p.etiqueta, color: p.color }))} />
    </div>
  );
}
