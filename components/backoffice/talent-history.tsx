import { useState } from 'react';
import { useTalentApplications, useTalentAttempts } from '@/components/backoffice/use-backoffice';
import type { AdminAttemptRow } from '@/services/backoffice/talents';
import { stageLabel } from '@/services/format/labels';
import { PagedResults } from './pager';
import styles from './backoffice.module.css';
import { formatDay } from '@/services/format/dates';
import { formatPercent } from '@/services/format/percent';

/** The talent's applications with their stage, 20 a page. */
export function TalentApplications({ talentId }: { talentId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const apps = useTalentApplications(talentId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="talent-applications-title">
      <h2 id="talent-applications-title">Applications</h2>
      <PagedResults
        query={apps}
        cursors={cursors}
        setCursors={setCursors}
        label="Applications"
        noun="applications"
        empty={<p className={styles.muted}>No applications yet.</p>}
        renderItem={(app) => (
          <li key={app.id} className={styles.row}>
            <div>
              <p className={styles.name}>{app.jobTitle}</p>
              <p className={styles.meta}>{app.companyName}</p>
            </div>
            <span className={styles.tag}>{stageLabel(app.stage)}</span>
          </li>
        )}
      />
    </section>
  );
}

const dateLabel = (ms: number | null) => (ms === null ? '' : formatDay(ms));

const attemptResult = (a: AdminAttemptRow): string => {
  if (a.status === 'in-progress') return 'In progress';
  return `${a.passed ? 'Passed' : 'Failed'}${a.score === null ? '' : ` · ${formatPercent(a.score)}`}`;
};

/** The talent's assessment attempts newest first, 20 a page. */
export function TalentAttempts({ talentId }: { talentId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const attempts = useTalentAttempts(talentId, cursors.at(-1));
  return (
    <section className={styles.section} aria-labelledby="talent-attempts-title">
      <h2 id="talent-attempts-title">Assessment attempts</h2>
      <PagedResults
        query={attempts}
        cursors={cursors}
        setCursors={setCursors}
        label="Assessment attempts"
        noun="assessment attempts"
        empty={<p className={styles.muted}>No assessment attempts yet.</p>}
        renderItem={(a) => (
          <li key={a.id} className={styles.row}>
            <div>
              <p className={styles.name}>{a.title || a.skill}</p>
              <p className={styles.meta}>
                {a.skill} · {dateLabel(a.submittedAt ?? a.startedAt)}
              </p>
            </div>
            <span className={styles.tag}>{attemptResult(a)}</span>
          </li>
        )}
      />
    </section>
  );
}
