/**
 * chart.js with only what the dashboard draws registered (bar and line charts, category and linear axes, legend,
 * tooltip). Named imports, so the bundler leaves the rest of the library out; loaded by chart-panel.tsx with a
 * dynamic import, so only the dashboard route downloads it.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartSpec } from './chart-panel';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];

/**
 * The dashboard charts count things (sign-ups, applications): the value axis, x when the bars lie horizontal and y
 * otherwise, only ever shows whole numbers, never a 0.5 tick.
 */
export function chartScales(spec: Pick<ChartSpec, 'horizontal' | 'stacked'>) {
  const category = { stacked: spec.stacked, beginAtZero: true };
  const value = { ...category, ticks: { precision: 0 } };
  return spec.horizontal ? { x: value, y: category } : { x: category, y: value };
}

/** Draws the spec on the canvas; answers the chart (to destroy) and the sum of the values it drew. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): { destroy(): void; drawnTotal: number } {
  const chart = new Chart(canvas, {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => ({
        label: s.label,
        data: s.values,
        backgroundColor: COLORS[i % COLORS.length],
        borderColor: COLORS[i % COLORS.length],
      })),
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: chartScales(spec),
    },
  });
  // Read back from the chart itself, so a check compares what was drawn with the table.
  const drawnTotal = chart.data.datasets.flatMap((d) => d.data as number[]).reduce((a, b) => a + b, 0);
  return { destroy: () => chart.destroy(), drawnTotal };
}
