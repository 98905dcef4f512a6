import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from '../backoffice.module.css';

export interface ChartSpec {
  title: string;
  /** One sentence for screen readers, read with the canvas. */
  summary: string;
  kind: 'line' | 'bar';
  horizontal?: boolean;
  stacked?: boolean;
  /** The row header of the table (e.g. "Week of"). */
  labelHeader: string;
  labels: string[];
  series: { label: string; values: number[] }[];
}

const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];

/**
 * One chart drawn by chart.js, loaded on first use (only the dashboard route pays for it) with only the pieces
 * used registered; "Show as table" gives the same numbers as a table (the text alternative).
 */
export function ChartPanel({ spec }: { spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [table, setTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js')
      .then(({ Chart, BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);
        const created = new Chart(canvas.current, {
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
            scales: { x: { stacked: spec.stacked, beginAtZero: true }, y: { stacked: spec.stacked, beginAtZero: true, ticks: { precision: 0 } } },
          },
        });
        chart = created;
        // What was drawn, read back from the chart (the e2e test compares it with the table).
        const drawn = created.data.datasets.flatMap((d) => d.data as number[]).reduce((a, b) => a + b, 0);
        canvas.current.dataset.total = String(drawn);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);

  const total = spec.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);
  return (
    <section className={styles.section} aria-label={spec.title}>
      <div className={styles.pager} style={{ marginTop: 0 }}>
        <h2 style={{ margin: 0 }}>{spec.title}</h2>
        <Button variant="secondary" size="small" aria-expanded={table} aria-controls={tableId} onClick={() => setTable((t) => !t)}>
          {table ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {failed ? <p className={styles.muted}>The chart could not be drawn; the table below has the same numbers.</p> : null}
      <div style={{ position: 'relative', height: 260, display: table && !failed ? 'none' : 'block', marginTop: 'var(--space-3)' }}>
        <canvas ref={canvas} role="img" aria-label={`${spec.title}: ${spec.summary}`} />
      </div>
      <div id={tableId} hidden={!table && !failed} style={{ overflowX: 'auto', marginTop: 'var(--space-3)' }}>
        <table data-total={total}>
          <caption className={styles.muted}>{spec.title}</caption>
          <thead>
            <tr>
              <th scope="col">{spec.labelHeader}</th>
              {spec.series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {spec.series.map((s) => (
                  <td key={s.label}>{s.values[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
