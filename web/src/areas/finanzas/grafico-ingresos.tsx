import {
  formatCentavos,
  formatDinero,
  formatFechaHora,
  maximoEje,
  serieAcumulada,
  TEXTOS_FINANZAS,
  type EstadoFinanzas,
} from '@comando/contract';
import { type ChartData, type ChartOptions } from 'chart.js';
import '../../ui/charts.js';
import { Line } from 'react-chartjs-2';
import { Card, EmptyState } from '../../ui/index.js';

const TEAL = '#2dd4bf';
const ORO = '#facc15';
const TENUE = '#9fb0c9';
const REJILLA = 'rgba(148, 163, 184, 0.15)';

/** Line chart of accumulated income; y axis up to 1.1 × max(target, accumulated) (spec §9). */
export function GraficoIngresos({ estado }: { estado: EstadoFinanzas }) {
  const serie = serieAcumulada(estado.entries);
  const acumulado = serie.at(-1)?.acumuladoCentavos ?? 0;
  const meta = estado.targetCents;
  const labels = serie.map((p) => formatFechaHora(p.date));
  const data: ChartData<'line'> = {
    labels,
    datasets: [
      {
        label: TEXTOS_FINANZAS.graficoSerie,
        data: serie.map((p) => p.acumuladoCentavos / 100),
        borderColor: TEAL,
        backgroundColor: 'rgba(45, 212, 191, 0.15)',
        fill: true,
        tension: 0.25,
        pointRadius: 3,
      },
      ...(meta === null
        ? []
        : [
            {
              label: TEXTOS_FINANZAS.graficoMeta,
              data: serie.map(() => meta / 100),
              borderColor: ORO,
              borderDash: [6, 4],
              pointRadius: 0,
              fill: false,
            },
          ]),
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      y: {
        beginAtZero: true,
        max: maximoEje(meta, acumulado) / 100,
        ticks: { color: TENUE, callback: (v) => formatDinero(Number(v)) },
        grid: { color: REJILLA },
      },
      x: { ticks: { color: TENUE, maxRotation: 0, autoSkip: true }, grid: { color: REJILLA } },
    },
    plugins: {
      legend: { labels: { color: TENUE } },
      tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${formatDinero(c.parsed.y)}` } },
    },
  };

  return (
    <Card title={TEXTOS_FINANZAS.grafico} aria-label={TEXTOS_FINANZAS.grafico}>
      {serie.length === 0 ? (
        <EmptyState title={TEXTOS_FINANZAS.vacio} text={TEXTOS_FINANZAS.graficoVacio} />
      ) : (
        <>
          <div className="h-72" aria-hidden="true" data-eje-maximo={options.scales?.y?.max}>
            <Line data={data} options={options} />
          </div>
          {/* The wrapper clips the table: a table never shrinks below its content, a div does. */}
          <div className="sr-only">
            <table>
              <caption>{TEXTOS_FINANZAS.tablaGrafico}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXTOS_FINANZAS.columnaFecha}</th>
                  <th scope="col">{TEXTOS_FINANZAS.columnaIngreso}</th>
                  <th scope="col">{TEXTOS_FINANZAS.columnaAcumulado}</th>
                </tr>
              </thead>
              <tbody>
                {serie.map((p, i) => (
                  <tr key={`${p.date}-${i}`}>
                    <td>{labels[i]}</td>
                    <td>{formatCentavos(p.amountCents)}</td>
                    <td>{formatCentavos(p.acumuladoCentavos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
