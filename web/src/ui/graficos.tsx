import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The app's line chart (spec), drawn as SVG by React, and what the doughnut (grafico-dona.tsx)
 * shares with it. They replaced
 * Chart.js, which was a sixth of the whole app's JavaScript for five small charts (issue 17).
 * Text is real text at the page's size on any screen; every chart keeps its text alternative
 * (a table or a label) beside it, so the drawing itself is hidden from screen readers.
 */

/** Chart colours from the theme (index.css), readable on the dark panels. */
export const COLORES_GRAFICO = {
  teal: '#2dd4bf',
  coral: '#fb7185',
  aviso: '#fbbf24',
  primario: '#60a5fa',
  rosa: '#f472b6',
  tenue: '#9fb0c9',
  borde: '#24324f',
  texto: '#e5ecf6',
} as const;

const TENUE = COLORES_GRAFICO.tenue;
const REJILLA = 'rgba(148, 163, 184, 0.18)';
export const FUENTE = 11;
/** Rough width of one character of the axis font, to keep labels from overlapping. */
const ANCHO_LETRA = 6.4;

/** Size of an element, followed as it changes. */
export function useTamano<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [tamano, setTamano] = useState({ ancho: 0, alto: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => {
      const { width, height } = el.getBoundingClientRect();
      setTamano((t) =>
        t.ancho === Math.round(width) && t.alto === Math.round(height)
          ? t
          : { ancho: Math.round(width), alto: Math.round(height) },
      );
    };
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(medir);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, tamano] as const;
}

/** A round step (1, 2, 2,5 or 5 × 10ⁿ) giving about `cuantos` ticks from min to max. */
function pasoEje(min: number, max: number, cuantos: number): number {
  const bruto = (max - min) / cuantos;
  const potencia = 10 ** Math.floor(Math.log10(bruto));
  return [1, 2, 2.5, 5, 10].map((m) => m * potencia).find((p) => p >= bruto) ?? bruto;
}

/** The top of an axis holding `max`: the first round tick at or above it. */
export function techoEje(min: number, max: number, cuantos = 5): number {
  if (!(max > min)) return min + 1;
  const paso = pasoEje(min, max, cuantos);
  return Math.ceil((max - min) / paso - 1e-9) * paso + min;
}

/** Round ticks from min up to max. */
export function marcasEje(min: number, max: number, cuantos = 5): number[] {
  if (!(max > min)) return [min];
  const paso = pasoEje(min, max, cuantos);
  const marcas: number[] = [];
  for (let v = Math.ceil(min / paso) * paso; v <= max + paso * 1e-9; v += paso) {
    marcas.push(Number(v.toFixed(10)));
  }
  return marcas;
}

/**
 * Monotone cubic interpolation through the points (Fritsch–Carlson, as Chart.js's
 * `monotone` mode and d3's curveMonotoneX): smooth, and never overshoots a value, so a
 * share never looks above 100 % or below 0 between two polls.
 */
export function trazoSuave(puntos: [number, number][]): string {
  const n = puntos.length;
  if (n === 0) return '';
  const [x0, y0] = puntos[0]!;
  if (n === 1) return `M${x0},${y0}`;
  if (n === 2) return `M${x0},${y0}L${puntos[1]![0]},${puntos[1]![1]}`;
  const dx: number[] = [];
  const m: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    dx.push(puntos[i + 1]![0] - puntos[i]![0]);
    m.push((puntos[i + 1]![1] - puntos[i]![1]) / (dx[i] || 1));
  }
  const t: number[] = [m[0]!];
  for (let i = 1; i < n - 1; i++) {
    const a = m[i - 1]!;
    const b = m[i]!;
    t.push(
      a * b <= 0
        ? 0
        : (3 * (dx[i - 1]! + dx[i]!)) / ((2 * dx[i]! + dx[i - 1]!) / a + (dx[i]! + 2 * dx[i - 1]!) / b),
    );
  }
  t.push(m[n - 2]!);
  let d = `M${x0},${y0}`;
  for (let i = 0; i < n - 1; i++) {
    const [xa, ya] = puntos[i]!;
    const [xb, yb] = puntos[i + 1]!;
    const h = dx[i]! / 3;
    d += `C${xa + h},${ya + t[i]! * h},${xb - h},${yb - t[i + 1]! * h},${xb},${yb}`;
  }
  return d;
}

export interface SerieLinea {
  nombre: string;
  color: string;
  valores: (number | null)[];
  /** Dashed line (a target, or NO SABE). */
  discontinua?: boolean;
  /** Area under the line, tinted. */
  relleno?: boolean;
  /** Dots on each value. */
  puntos?: boolean;
}

export function Leyenda({ series }: { series: { nombre: string; color: string }[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-tenue">
      {series.map((s) => (
        <li key={s.nombre} className="flex items-center gap-1.5">
          <span className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: s.color }} />
          {s.nombre}
        </li>
      ))}
    </ul>
  );
}

/** The figures at the hovered position, beside the pointer. */
function Globo({ x, ancho, children }: { x: number; ancho: number; children: ReactNode }) {
  const izquierda = x > ancho / 2;
  return (
    <div
      className="pointer-events-none absolute top-2 z-10 rounded-md border border-borde bg-panel px-2 py-1 text-xs whitespace-nowrap text-texto shadow-lg"
      style={izquierda ? { right: ancho - x + 10 } : { left: x + 10 }}
    >
      {children}
    </div>
  );
}

/**
 * Lines over categories (dates, hours). The box takes its size from its parent: give the
 * wrapper a height (`h-72`, or `absolute inset-0` inside a growing box).
 */
export function GraficoLineas({
  etiquetas,
  series,
  min = 0,
  max,
  formatoEje = (v) => String(v),
  formatoValor = formatoEje,
  leyenda = false,
  suave = true,
  className = 'h-full',
  ariaLabel,
}: {
  etiquetas: string[];
  series: SerieLinea[];
  min?: number;
  /** Top of the y axis (default: the largest value, rounded up to a tick). */
  max?: number;
  formatoEje?: (valor: number) => string;
  formatoValor?: (valor: number) => string;
  leyenda?: boolean;
  suave?: boolean;
  className?: string;
  /** Without it the drawing is hidden from screen readers (its table says it all). */
  ariaLabel?: string;
}) {
  const [ref, { ancho, alto }] = useTamano<HTMLDivElement>();
  const [foco, setFoco] = useState<number | null>(null);
  const valores = series.flatMap((s) => s.valores.filter((v): v is number => v !== null));
  const techo = max ?? techoEje(min, Math.max(min + 1, ...valores));
  const marcas = marcasEje(min, techo).filter((v) => v <= techo);
  const etiquetasY = marcas.map(formatoEje);
  const izquierda = Math.max(...etiquetasY.map((e) => e.length)) * ANCHO_LETRA + 10;
  const arriba = 8;
  const derecha = 14;
  const abajo = 24;
  const anchoUtil = Math.max(1, ancho - izquierda - derecha);
  const altoUtil = Math.max(1, alto - arriba - abajo);
  const n = etiquetas.length;
  const xDe = (i: number) => izquierda + (n <= 1 ? anchoUtil / 2 : (i * anchoUtil) / (n - 1));
  const yDe = (v: number) => arriba + altoUtil - ((v - min) / (techo - min || 1)) * altoUtil;
  const anchoEtiqueta = Math.max(...etiquetas.map((e) => e.length), 1) * ANCHO_LETRA + 10;
  // Labels a third apart at least: the first and last hug the plot's ends (anchored there).
  const salto = Math.max(1, Math.ceil(n / Math.max(1, Math.floor(anchoUtil / (anchoEtiqueta * 1.3)))));

  const trazos = series.map((s) => {
    const puntos = s.valores.flatMap((v, i) => (v === null ? [] : [[xDe(i), yDe(v)] as [number, number]]));
    const linea = suave
      ? trazoSuave(puntos)
      : puntos.map(([x, y], i) => `${i ? 'L' : 'M'}${x},${y}`).join('');
    const base = yDe(min);
    const area =
      s.relleno && puntos.length > 1
        ? `${linea}L${puntos.at(-1)![0]},${base}L${puntos[0]![0]},${base}Z`
        : undefined;
    return { s, puntos, linea, area };
  });

  const mover = (clientX: number, caja: DOMRect) => {
    if (n === 0) return;
    const x = clientX - caja.left;
    const i = n <= 1 ? 0 : Math.round(((x - izquierda) / anchoUtil) * (n - 1));
    setFoco(Math.min(n - 1, Math.max(0, i)));
  };

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {leyenda && <Leyenda series={series} />}
      <div
        ref={ref}
        className="relative min-h-0 flex-1"
        {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel } : { 'aria-hidden': true })}
        onPointerMove={(e) => mover(e.clientX, e.currentTarget.getBoundingClientRect())}
        onPointerLeave={() => setFoco(null)}
      >
        {ancho > 0 && alto > 0 && (
          <svg width={ancho} height={alto} className="absolute inset-0 block" aria-hidden="true">
            {marcas.map((v, i) => (
              <g key={v}>
                <line x1={izquierda} x2={ancho - derecha} y1={yDe(v)} y2={yDe(v)} stroke={REJILLA} />
                <text
                  x={izquierda - 6}
                  y={yDe(v)}
                  fill={TENUE}
                  fontSize={FUENTE}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {etiquetasY[i]}
                </text>
              </g>
            ))}
            {etiquetas.map((e, i) =>
              i % salto === 0 ? (
                <text
                  key={i}
                  x={xDe(i)}
                  y={alto - 6}
                  fill={TENUE}
                  fontSize={FUENTE}
                  textAnchor={n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle'}
                >
                  {e}
                </text>
              ) : null,
            )}
            {trazos.map(({ s, area }) =>
              area ? <path key={`a-${s.nombre}`} d={area} fill={s.color} fillOpacity={0.15} /> : null,
            )}
            {trazos.map(({ s, linea, puntos }) => (
              <g key={s.nombre}>
                <path
                  d={linea}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  strokeDasharray={s.discontinua ? '6 4' : undefined}
                  strokeLinejoin="round"
                />
                {(s.puntos || puntos.length === 1) &&
                  puntos.map(([x, y], i) => <circle key={i} cx={x} cy={y} r={3} fill={s.color} />)}
              </g>
            ))}
            {foco !== null && (
              <g>
                <line
                  x1={xDe(foco)}
                  x2={xDe(foco)}
                  y1={arriba}
                  y2={arriba + altoUtil}
                  stroke={TENUE}
                  strokeOpacity={0.5}
                />
                {series.map((s) => {
                  const v = s.valores[foco];
                  return v === null || v === undefined ? null : (
                    <circle key={s.nombre} cx={xDe(foco)} cy={yDe(v)} r={4} fill={s.color} stroke="#0b1220" />
                  );
                })}
              </g>
            )}
          </svg>
        )}
        {foco !== null && ancho > 0 && (
          <Globo x={xDe(foco)} ancho={ancho}>
            <p className="font-semibold">{etiquetas[foco]}</p>
            {series.map((s) => {
              const v = s.valores[foco];
              return v === null || v === undefined ? null : (
                <p key={s.nombre} className="flex items-center gap-1.5">
                  <span className="inline-block size-2 rounded-sm" style={{ backgroundColor: s.color }} />
                  {series.length > 1 ? `${s.nombre}: ` : ''}
                  {formatoValor(v)}
                </p>
              );
            })}
          </Globo>
        )}
      </div>
    </div>
  );
}
