import { formatNumero, formatPorcentaje, TEXTOS_PANELES as TP } from '@comando/contract';
import { type ChartOptions } from 'chart.js';
import { valoresEnDona } from '../../ui/charts.js';
import { Doughnut, Line } from 'react-chartjs-2';

export const COLORES = ['#2dd4bf', '#60a5fa', '#fb7185', '#facc15', '#f472b6', '#cbd5e1', '#d97706'];
const TENUE = '#9fb0c9';
const REJILLA = 'rgba(148, 163, 184, 0.15)';

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
  const etiquetas = valoresEnDona((v) => formatPorcentaje(v, 0));
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    cutout: '62%',
    plugins: {
      legend: { position: 'bottom', labels: { color: TENUE, boxWidth: 10, font: { size: 11 } } },
      tooltip: { callbacks: { label: (c) => `${c.label}: ${formatPorcentaje(Number(c.raw))}` } },
    },
  };
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold text-tenue">{titulo}</figcaption>
      <div className="relative h-44" aria-hidden="true">
        <Doughnut
          plugins={[etiquetas]}
          data={{
            labels: partes.map((p) => p.etiqueta),
            datasets: [
              {
                data: partes.map((p) => p.porcentaje),
                backgroundColor: partes.map((_, i) => COLORES[i % COLORES.length]),
                borderColor: '#111a2e',
                borderWidth: 2,
              },
            ],
          }}
          options={options}
        />
      </div>
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
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (c) => formatNumero(Number(c.raw)) } },
    },
    scales: {
      x: { ticks: { color: TENUE }, grid: { color: REJILLA } },
      y: {
        beginAtZero: true,
        ticks: { color: TENUE, callback: (v) => formatNumero(Number(v)) },
        grid: { color: REJILLA },
      },
    },
  };
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold text-tenue">{titulo}</figcaption>
      <div className="relative h-44" aria-hidden="true">
        <Line
          data={{
            labels: serie.map((p) => p.periodo),
            datasets: [
              {
                label: titulo,
                data: serie.map((p) => p.valor),
                borderColor: color,
                backgroundColor: `${color}26`,
                fill: true,
                tension: 0.3,
                pointRadius: 3,
              },
            ],
          }}
          options={options}
        />
      </div>
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
