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
} from 'chart.js';

/**
 * The Chart.js pieces the app's line and doughnut charts use, registered once.
 * Import this module (not through ui/index) so only screens with charts load Chart.js.
 */
Chart.register(ArcElement, CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip, Legend);
