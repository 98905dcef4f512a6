import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from '../backoffice.module.css';
import { SvgChart } from './svg-chart';

export interface ChartSpec {
  title: string;
  /** One sentence for screen readers, read with the chart. */
  summary: string;
  kind: 'line' | 'bar';
  horizontal?: boolean;
  stacked?: boolean;
  /** The row header of the table (e.g. "Week of"). */
  labelHeader: string;
  labels: string[];
  series: { label: string; values: number[] }[];
}

/** One chart, drawn with the page; "Show as table" gives the same numbers as a table (the text alternative). */
export function ChartPanel({ spec }: { spec: ChartSpec }) {
  const [table, setTable] = useState(false);
  const tableId = useId();

  const total = spec.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);
  return (
    <section className={styles.section} aria-label={spec.title}>
      <div className={styles.pager} style={{ marginTop: 0 }}>
        <h2 style={{ margin: 0 }}>{spec.title}</h2>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable((t) => !t)}
        >
          {table ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      <div hidden={table} style={{ marginTop: 'var(--space-3)' }}>
        <SvgChart spec={spec} label={`${spec.title}: ${spec.summary}`} />
      </div>
      <div id={tableId} hidden={!table} style={{ overflowX: 'auto', marginTop: 'var(--space-3)' }}>
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
