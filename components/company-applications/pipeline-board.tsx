import { stageLabel } from '@/services/format/labels';
import type { Application } from '@/services/applications/applications';
import type { RatingSummary } from '@/services/schemas/applicant-notes';
import { APPLICATION_STAGES } from '@/services/schemas/application';
import { ApplicantCard } from './applicant-card';
import styles from './pipeline.module.css';

interface PipelineBoardProps {
  apps: Application[];
  companyId: string;
  now: number;
  /** Each rated application's sum and count (one read for the job); a card without an entry shows no average. */
  ratings?: Record<string, RatingSummary>;
}

/** One column per stage: side by side on wide screens, stacked on narrow ones (CSS decides). */
export function PipelineBoard({ apps, companyId, now, ratings }: PipelineBoardProps) {
  return (
    <div className={styles.board}>
      {APPLICATION_STAGES.map((stage) => {
        const inStage = apps.filter((a) => a.stage === stage);
        const id = `stage-${stage}`;
        return (
          <section key={stage} className={styles.column} aria-labelledby={id}>
            <h3 id={id} className={styles.columnTitle}>
              {stageLabel(stage)} <span className={styles.count}>{inStage.length}</span>
            </h3>
            {inStage.length ? (
              <ul className={styles.applicants}>
                {inStage.map((app) => (
                  <ApplicantCard key={app.id} app={app} companyId={companyId} now={now} rating={ratings?.[app.id]} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>None</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
