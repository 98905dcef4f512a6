import { useState, type DragEvent } from 'react';
import { stageLabel } from '@/services/format/labels';
import type { Application } from '@/services/applications/applications';
import type { RatingSummary } from '@/services/schemas/applicant-notes';
import type { ApplicationStage } from '@/services/schemas/application';
import { APPLICATION_STAGES } from '@/services/schemas/application-constants';
import { ApplicantCard } from './applicant-card';
import styles from './pipeline.module.css';

/** The drag's payload type: application ids, one per line (no other page or app drops these). */
const DRAG_TYPE = 'application/x-pipeline-ids';

export interface BoardSelection {
  selected: ReadonlySet<string>;
  setSelected: (ids: string[], selected: boolean) => void;
  /** Cards dropped on a column: move them there. */
  onDrop: (ids: string[], stage: ApplicationStage) => void;
}

/**
 * One column per stage: side by side on wide screens, stacked on narrow ones (CSS decides). Cards carry a checkbox
 * and can be dragged to another column (HTML drag and drop); dropping on `withdrawn` is not offered.
 */
interface PipelineBoardProps {
  apps: Application[];
  companyId: string;
  now: number;
  selection: BoardSelection;
  /** Each rated application's sum and count (one read for the job); a card without an entry shows no average. */
  ratings?: Record<string, RatingSummary>;
}

export function PipelineBoard({ apps, companyId, now, selection, ratings }: PipelineBoardProps) {
  const [target, setTarget] = useState<ApplicationStage | null>(null);
  const dragStart = (app: Application) => (event: DragEvent<HTMLLIElement>) => {
    const ids = selection.selected.has(app.id) ? [...selection.selected] : [app.id];
    event.dataTransfer.setData(DRAG_TYPE, ids.join('\n'));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropProps = (stage: ApplicationStage) =>
    stage === 'withdrawn'
      ? {}
      : {
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setTarget(stage);
          },
          onDragLeave: () => setTarget((current) => (current === stage ? null : current)),
          onDrop: (event: DragEvent<HTMLElement>) => {
            event.preventDefault();
            setTarget(null);
            const ids = event.dataTransfer.getData(DRAG_TYPE).split('\n').filter(Boolean);
            const moving = ids.filter((id) => apps.some((a) => a.id === id && a.stage !== stage));
            if (moving.length) selection.onDrop(moving, stage);
          },
        };

  return (
    <div className={styles.board}>
      {APPLICATION_STAGES.map((stage) => {
        const inStage = apps.filter((a) => a.stage === stage);
        const selectable = inStage.filter((a) => a.stage !== 'withdrawn').map((a) => a.id);
        const allSelected = selectable.length > 0 && selectable.every((id) => selection.selected.has(id));
        const id = `stage-${stage}`;
        return (
          <section
            key={stage}
            className={[styles.column, target === stage ? styles.dropTarget : ''].filter(Boolean).join(' ')}
            aria-labelledby={id}
            {...dropProps(stage)}
          >
            <h3 id={id} className={styles.columnTitle}>
              {stageLabel(stage)} <span className={styles.count}>{inStage.length}</span>
            </h3>
            {selectable.length > 1 ? (
              <label className={styles.selectAll}>
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={(event) => selection.setSelected(selectable, event.target.checked)}
                />
                Select all in {stageLabel(stage)}
              </label>
            ) : null}
            {inStage.length ? (
              <ul className={styles.applicants}>
                {inStage.map((app) => (
                  <ApplicantCard
                    key={app.id}
                    app={app}
                    companyId={companyId}
                    now={now}
                    rating={ratings?.[app.id]}
                    selection={{
                      selected: selection.selected.has(app.id),
                      onSelectedChange: (checked) => selection.setSelected([app.id], checked),
                      onDragStart: dragStart(app),
                    }}
                  />
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
