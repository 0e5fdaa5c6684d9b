import { formatNumero, formatPorcentaje, TEXTOS_PANELES as TP } from '@comando/contract';
import { GraficoDona as Dona } from '../../ui/grafico-dona.js';
import { GraficoLineas } from '../../ui/graficos.js';

export const COLORES = ['#2dd4bf', '#60a5fa', '#fb7185', '#facc15', '#f472b6', '#cbd5e1', '#d97706'];

/** The figures of a chart as a visually hidden table: its text alternative. */
function TablaAlternativa({
  titulo,
  columnas,
  filas,
}: {
  titulo: string;
  columnas: [string, string];
  filas: [string, string][];
}) {
  return (
    // The div clips: a table never shrinks below its content and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{columnas[0]}</th>
            <th scope="col">{columnas[1]}</th>
          </tr>
        </thead>
        <tbody>
          {filas.map(([a, b], i) => (
            <tr key={i}>
              <th scope="row">{a}</th>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Doughnut of shares (%), with a legend and its table alternative. */
export function GraficoDona({
  titulo,
  partes,
}: {
  titulo: string;
  partes: { etiqueta: string; porcentaje: number }[];
}) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold text-tenue">{titulo}</figcaption>
      <Dona
        className="h-52"
        partes={partes.map((p, i) => ({
          etiqueta: p.etiqueta,
          valor: p.porcentaje,
          color: COLORES[i % COLORES.length] ?? '#2dd4bf',
        }))}
        formato={(v) => formatPorcentaje(v, 0)}
        formatoDetalle={(v) => formatPorcentaje(v)}
      />
      <TablaAlternativa
        titulo={titulo}
        columnas={[TP.categoria, TP.porcentaje]}
        filas={partes.map((p) => [p.etiqueta, formatPorcentaje(p.porcentaje)])}
      />
    </figure>
  );
}

/** Line of a series over periods, with its table alternative. */
export function GraficoLinea({
  titulo,
  serie,
  color = COLORES[0] ?? '#2dd4bf',
}: {
  titulo: string;
  serie: { periodo: string; valor: number }[];
  color?: string;
}) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold text-tenue">{titulo}</figcaption>
      <GraficoLineas
        className="h-44"
        etiquetas={serie.map((p) => p.periodo)}
        series={[{ nombre: titulo, color, valores: serie.map((p) => p.valor), relleno: true, puntos: true }]}
        formatoEje={(v) => formatNumero(v)}
      />
      <TablaAlternativa
        titulo={titulo}
        columnas={[TP.periodo, TP.valor]}
        filas={serie.map((p) => [p.periodo, formatNumero(p.valor)])}
      />
    </figure>
  );
}

/** A labelled figure (big number + caption). */
export function Cifra({
  etiqueta,
  valor,
  className,
}: {
  etiqueta: string;
  valor: string;
  className?: string;
}) {
  return (
    <div className={className ?? 'rounded-lg bg-panel-2 p-3'}>
      <dt className="text-xs text-tenue">{etiqueta}</dt>
      <dd className="text-xl font-bold text-texto tabular-nums">{valor}</dd>
    </div>
  );
}
