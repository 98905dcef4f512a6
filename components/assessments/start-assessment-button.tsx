import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useStartAssessment } from '@/components/assessments/use-attempt-actions';

/** Starts (or retakes) an assessment once per click; the server's refusal shows above the button. */
export function StartAssessmentButton({
  assessmentId,
  talentId,
  label,
}: {
  assessmentId: string;
  talentId: string;
  label: string;
}) {
  const start = useStartAssessment(talentId, assessmentId);
  return (
    <>
      {start.error ? <Alert tone="error">{start.error.message}</Alert> : null}
      <Button needsServer onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? 'Starting…' : label}
      </Button>
    </>
  );
}
