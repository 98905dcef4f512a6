import { stageLabel } from '@/services/format/labels';
import type { Application } from '@/services/applications/applications';
import { APPLICATION_STAGES } from '@/services/schemas/application';
import { ApplicantCard } from './applicant-card';
import styles from './pipeline.module.css';

/** One column per stage: side by side on wide screens, stacked on narrow ones (CSS decides). */
export function PipelineBoard({ apps, companyId, now }: { apps: Application[]; companyId: string; now: number }) {
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
                  <ApplicantCard key={app.id} app={app} companyId={companyId} now={now} />
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
