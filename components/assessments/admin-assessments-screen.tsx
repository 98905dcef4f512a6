import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminAssessments } from '@/components/assessments/use-assessments';
import { useSaveAssessment } from '@/components/assessments/use-assessment-admin';
import type { AssessmentStatus } from '@/services/schemas/assessment';
import { AssessmentDetailsForm, EMPTY_ASSESSMENT } from './assessment-details-form';
import { AdminAssessmentFilters } from './assessment-search-forms';
import { averageScore, passRate } from './assessment-stats';
import styles from './assessments.module.css';

/** Every assessment with its status, bank size and results; filter by status and skill; create one. */
export function AdminAssessmentsScreen() {
  const router = useRouter();
  const [status, setStatus] = useState<AssessmentStatus | ''>('');
  const [skill, setSkill] = useState('');
  const [creating, setCreating] = useState(false);
  const create = useSaveAssessment();
  const list = useAdminAssessments({ ...(status ? { status } : {}), ...(skill ? { skill } : {}) });
  const items = (list.data?.pages ?? []).flatMap((p) => p.items);

  return (
    <>
      <ScreenHeader
        title="Assessments"
        lead="The skill assessments talents take: their question banks, status and results."
      />
      <AdminAssessmentFilters onStatus={setStatus} onSkill={setSkill} onCreate={() => setCreating(true)} />
      {list.isPending ? (
        <p role="status">Loading assessments…</p>
      ) : list.isError ? (
        <LoadError text="Assessments could not be loaded." error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          {status || skill ? 'No assessment matches these filters.' : 'No assessment yet. Create the first one.'}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted} style={{ textAlign: 'left' }}>
              Assessments, {status || skill ? 'filtered' : 'most recently changed first'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Skill</th>
                <th scope="col">Status</th>
                <th scope="col">Questions (active / all)</th>
                <th scope="col">Attempts</th>
                <th scope="col">Pass rate</th>
                <th scope="col">Average score</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link href={ADMIN_ROUTES.assessment(a.id)}>{a.title}</Link>
                  </td>
                  <td>{a.skill}</td>
                  <td>
                    <span className={a.status === 'published' ? styles.badge : styles.neutral}>
                      {a.status === 'published' ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td>
                    {a.activeQuestionCount} / {a.questionCount}
                  </td>
                  <td>{a.stats.attempts}</td>
                  <td>{passRate(a)}</td>
                  <td>{averageScore(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {creating ? (
        <Dialog
          title="New assessment"
          onClose={() => setCreating(false)}
          actions={
            <Button variant="secondary" onClick={() => setCreating(false)}>
              Cancel
            </Button>
          }
        >
          <p className={styles.muted}>It starts as a draft: add questions, then publish it.</p>
          <AssessmentDetailsForm
            initial={EMPTY_ASSESSMENT}
            submitLabel="Create draft"
            onSubmit={async (input) => {
              const { assessmentId } = await create.mutateAsync(input);
              await router.push(ADMIN_ROUTES.assessment(assessmentId));
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}
