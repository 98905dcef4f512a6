import { analyseItem, ITEM_MIN_ATTEMPTS, type ItemAnalysis as Analysis } from '@/services/format/assessment-item-stats';
import type { Question } from '@/services/schemas/assessment';
import styles from './assessments.module.css';
import { formatShare } from '@/services/format/percent';

const pct = (v: number | null) => (v === null ? '—' : formatShare(v));
const r2 = (v: number | null) => (v === null ? '—' : v.toFixed(2));
const short = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text);

/**
 * A scatter of difficulty (share correct, x) against discrimination (y): the good questions sit in the middle and
 * high; flagged ones are drawn as red diamonds. Decorative for screen readers: the table beside it says the same.
 */
function ItemChart({ rows }: { rows: { n: number; a: Analysis }[] }) {
  const W = 320;
  const H = 200;
  const pad = 28;
  const x = (v: number) => pad + v * (W - 2 * pad);
  const y = (v: number) => H / 2 - v * (H / 2 - pad / 2);
  const points = rows.filter((r) => r.a.correctRate !== null && r.a.discrimination !== null);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: 480 }} aria-hidden="true">
        <rect x={pad} y={pad / 2} width={W - 2 * pad} height={H - pad} fill="var(--color-surface-muted)" />
        <line x1={pad} x2={W - pad} y1={y(0)} y2={y(0)} stroke="var(--color-border-strong)" />
        <text x={pad} y={H - 2} fontSize="10" fill="var(--color-text-muted)">
          0% correct
        </text>
        <text x={W - pad} y={H - 2} fontSize="10" textAnchor="end" fill="var(--color-text-muted)">
          100%
        </text>
        <text x={2} y={y(0.9)} fontSize="10" fill="var(--color-text-muted)">
          +1
        </text>
        <text x={2} y={y(-0.9)} fontSize="10" fill="var(--color-text-muted)">
          −1
        </text>
        {points.map(({ n, a }) => {
          const cx = x(a.correctRate!);
          const cy = y(Math.max(-1, Math.min(1, a.discrimination!)));
          return a.flags.length > 0 ? (
            <g key={n}>
              <rect
                x={cx - 5}
                y={cy - 5}
                width={10}
                height={10}
                transform={`rotate(45 ${cx} ${cy})`}
                fill="var(--color-danger)"
              />
              <text x={cx + 7} y={cy + 4} fontSize="10" fill="var(--color-danger)">
                {n}
              </text>
            </g>
          ) : (
            <g key={n}>
              <circle cx={cx} cy={cy} r={4} fill="var(--color-primary)" />
              <text x={cx + 6} y={cy + 4} fontSize="10" fill="var(--color-text-muted)">
                {n}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>
        Share answered correctly (left to right) against discrimination (up is better). Red diamonds are flagged.
      </figcaption>
    </figure>
  );
}

/** Per question: drawn, share correct, discrimination (point-biserial with the rest of the test) and flags. */
export function ItemAnalysis({ questions }: { questions: Question[] }) {
  const rows = questions.map((q, i) => ({ n: i + 1, q, a: analyseItem(q.item) }));
  if (rows.every((r) => r.a.drawn === 0))
    return <p className={styles.muted}>No graded attempt yet: statistics appear after the first submissions.</p>;
  return (
    <>
      <ItemChart rows={rows} />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="item-analysis">
          <caption className={styles.muted} style={{ textAlign: 'left' }}>
            Flags need at least {ITEM_MIN_ATTEMPTS} graded attempts. &quot;Possibly leaked&quot;: the latest attempts
            answer it far more often than before while their score on the rest of the test did not rise.
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Question</th>
              <th scope="col">Drawn</th>
              <th scope="col">Correct</th>
              <th scope="col">Discrimination</th>
              <th scope="col">Recent / earlier correct</th>
              <th scope="col">Flags</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ n, q, a }) => (
              <tr key={q.id}>
                <td>{n}</td>
                <td>{short(q.text)}</td>
                <td>{a.drawn}</td>
                <td>{pct(a.correctRate)}</td>
                <td>{r2(a.discrimination)}</td>
                <td>
                  {pct(a.recentRate)} / {pct(a.earlierRate)}
                </td>
                <td>
                  {a.flags.length > 0
                    ? a.flags.map((f) => (
                        <span key={f} className={styles.failed} style={{ marginRight: 4 }}>
                          {f}
                        </span>
                      ))
                    : 'None'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
