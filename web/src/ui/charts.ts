import {
  ArcElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from 'chart.js';

/**
 * The Chart.js pieces the app's line and doughnut charts use, registered once.
 * Import this module (not through ui/index) so only screens with charts load Chart.js.
 */
Chart.register(ArcElement, CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

/**
 * Prints each slice's value on a doughnut (bundled here: no outside plugin or request), so
 * the figures are readable without hovering. Slices too thin for a label are left to the
 * tooltip and to the chart's text alternative. Dark text: every slice colour is light.
 */
export function valoresEnDona(formato: (valor: number) => string): Plugin<'doughnut'> {
  return {
    id: 'valoresEnDona',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const datos = chart.data.datasets[0]?.data ?? [];
      ctx.save();
      ctx.font = `600 11px ${Chart.defaults.font.family ?? 'sans-serif'}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#0b1220';
      chart.getDatasetMeta(0).data.forEach((arco, i) => {
        const valor = Number(datos[i]);
        if (!Number.isFinite(valor) || !chart.getDataVisibility(i)) return;
        const { circumference } = arco.getProps(['circumference'], true) as { circumference: number };
        // Under ~6 % of the ring the label would spill over its neighbours.
        if (circumference < 0.38) return;
        const { x, y } = arco.tooltipPosition(true);
        if (x === null || y === null) return;
        ctx.fillText(formato(valor), x, y);
      });
      ctx.restore();
    },
  };
}
