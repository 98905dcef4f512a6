import { useEffect, useId, useRef, useState, type RefObject } from 'react';
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

/** True once the element scrolls into (or just below) the viewport; at once where there is no observer. */
function useNear(element: RefObject<HTMLElement | null>): boolean {
  // Without an observer (old browsers, tests) the chart loads at once; `near` only drives an effect, never markup.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: '0px 0px 120px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

/**
 * One chart, drawn by chart.js once it comes near the viewport (the library is loaded then, by this route only, so
 * the figures above it are usable first); "Show as table" gives the same numbers as a table (the text alternative).
 */
export function ChartPanel({ spec }: { spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [table, setTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();

  const section = useRef<HTMLElement>(null);
  const near = useNear(section);

  useEffect(() => {
    if (!near) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./draw-chart')
      .then(({ drawChart }) => {
        if (cancelled || !canvas.current) return;
        const drawn = drawChart(canvas.current, spec);
        chart = drawn;
        canvas.current.dataset.total = String(drawn.drawnTotal);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec, near]);

  const total = spec.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);
  return (
    <section ref={section} className={styles.section} aria-label={spec.title}>
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
