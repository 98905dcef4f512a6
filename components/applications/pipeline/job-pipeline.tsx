import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/hooks/toast';
import { useJobRatings } from '@/components/applications/pipeline/use-job-ratings';
import {
  useJobPipeline,
  useMoveApplications,
  useVerifiedSkills,
} from '@/components/applications/pipeline/use-pipeline';
import { medianFirstResponseMs } from '@/services/format/application-metrics';
import type { Application } from '@/services/applications/applications';
import type { ApplicationStage } from '@/services/schemas/application';
import { BULK_MOVE_MAX } from '@/services/schemas/application-constants';
import type { Job } from '@/services/schemas/job';
import { movedText } from './move-text';
import { PipelineBoard } from './pipeline-board';
import { PIPELINE_SORTS, arrangeApplicants, verifiedSkillOptions, type PipelineSortKey } from './pipeline-sort';
import { PipelineToolbar } from './pipeline-toolbar';
import { SelectionBar } from './selection-bar';
import styles from './pipeline.module.css';

// The Move dialog loads when first opened: most visits only look at the pipeline.
const MoveDialog = dynamic(() => import('./move-dialog').then((m) => m.MoveDialog), { ssr: false });

type CompanyStage = Exclude<ApplicationStage, 'withdrawn'>;

const DAY_MS = 86_400_000;
function formatWait(ms: number): string {
  if (ms < DAY_MS) return `${Math.max(1, Math.round(ms / 3_600_000))} h`;
  const days = Math.round(ms / DAY_MS);
  return `${days} day${days === 1 ? '' : 's'}`;
}

/**
 * The job's applicants by stage, 50 a page in applied-date order (each shown application read once, each
 * applicant's public card once for its verified skills), with sort and filters, selection and bulk moves.
 */
export function JobPipeline({ job, companyId }: { job: Job; companyId: string }) {
  const [sort, setSort] = useState<PipelineSortKey>('newest');
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [skill, setSkill] = useState('');
  const [selected, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ ids: string[]; stage?: CompanyStage } | null>(null);
  const [now] = useState(() => Date.now());
  const pipeline = useJobPipeline(companyId, job.id, {
    order: PIPELINE_SORTS[sort].order,
    ...(stage ? { stage } : {}),
  });
  const loaded = pipeline.data?.pages.flatMap((p) => p.items) ?? [];
  const skills = useVerifiedSkills(loaded.map((a) => a.talentId));
  // The averages are extra: the board shows without them while they load, and without them if they fail.
  const ratings = useJobRatings(companyId, job.id).data;
  const facts = {
    verifiedSkills: (app: Application) => skills.get(app.talentId) ?? [],
    averageRating: (app: Application) => {
      const rating = ratings?.[app.id];
      return rating && rating.count > 0 ? rating.sum / rating.count : undefined;
    },
  };
  const shown = arrangeApplicants(loaded, sort, skill, facts);
  const move = useMoveApplications(companyId);

  const setSelected = (ids: string[], on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const clear = () => setSelectedIds(new Set());
  const appsOf = (ids: readonly string[]) => loaded.filter((a) => ids.includes(a.id));

  const onDrop = (ids: string[], to: ApplicationStage) => {
    if (to === 'withdrawn') return;
    // Rejecting needs a reason (and may carry a message): the dialog asks for it.
    if (to === 'rejected') return setDialog({ ids, stage: to });
    move.mutate(
      {
        input: { jobId: job.id, applicationIds: ids, stage: to },
        firstResponse: appsOf(ids).some((a) => a.firstResponseAt === null),
      },
      {
        onSuccess: (result) => {
          toast.success(movedText(appsOf(ids), result, to));
          clear();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const median = medianFirstResponseMs(loaded);
  return (
    <section className={styles.pipeline} aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className={styles.pipelineTitle}>
        Applicants
      </h2>
      {median !== null ? (
        <p className={styles.muted}>
          Median time to first response: {formatWait(median)}
          {pipeline.hasNextPage ? ` (the ${loaded.length} applicants loaded)` : ''}
        </p>
      ) : null}
      <PipelineToolbar
        sort={sort}
        onSort={(next) => {
          setSort(next);
          clear();
        }}
        stage={stage}
        onStage={(next) => {
          setStage(next);
          clear();
        }}
        skill={skill}
        onSkill={(next) => {
          setSkill(next);
          clear();
        }}
        skills={verifiedSkillOptions(loaded, facts)}
      />
      {selected.size ? (
        <SelectionBar
          count={selected.size}
          max={BULK_MOVE_MAX}
          onMove={() => setDialog({ ids: [...selected] })}
          onReject={() => setDialog({ ids: [...selected], stage: 'rejected' })}
          onClear={clear}
        />
      ) : null}
      {pipeline.isPending ? (
        <p role="status">Loading applicants…</p>
      ) : pipeline.isError ? (
        <LoadError
          text="The applicants could not be loaded."
          error={pipeline.error}
          onRetry={() => void pipeline.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className={styles.muted}>
          {stage
            ? 'No applicants at this stage.'
            : 'No applications yet. Talents who apply appear here, grouped by stage.'}
        </p>
      ) : (
        <>
          {skill && shown.length === 0 ? (
            <p className={styles.muted}>No loaded applicant has {skill} verified.</p>
          ) : null}
          <PipelineBoard
            apps={shown}
            companyId={companyId}
            now={now}
            selection={{ selected, setSelected, onDrop }}
            ratings={ratings}
          />
          {pipeline.hasNextPage ? (
            <div className={styles.more}>
              <p className={styles.muted}>
                Showing {loaded.length} of {job.applicantCount} applicants.
              </p>
              <Button
                variant="secondary"
                onClick={() => void pipeline.fetchNextPage()}
                busy={pipeline.isFetchingNextPage}
              >
                Load 50 more
              </Button>
            </div>
          ) : null}
        </>
      )}
      {dialog && appsOf(dialog.ids).length ? (
        <MoveDialog
          apps={appsOf(dialog.ids)}
          companyId={companyId}
          stage={dialog.stage}
          onClose={() => setDialog(null)}
          onMoved={() => {
            setDialog(null);
            clear();
          }}
        />
      ) : null}
    </section>
  );
}
