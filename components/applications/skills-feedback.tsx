import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TALENT_ROUTES } from '@/constants/routes';
import type { Application, RejectionReason } from '@/services/schemas/application';
import { skillSlug } from '@/services/schemas/assessment-constants';
import styles from './applied-jobs.module.css';
import { useSkillsFeedback, type SkillGap } from './use-skills-feedback';

/** The company's reason, in plain words to the talent. */
const REASON_WORDS: Record<RejectionReason, string> = {
  'position filled': 'The position was filled before your application could go further.',
  skills: "The company chose applicants whose skills matched this job's more closely.",
  experience: 'The company chose applicants with more experience for this job.',
  other: 'The company decided not to go further, for a reason of its own.',
};

const learnLink = (skill: string) => `${TALENT_ROUTES.learn}?skill=${encodeURIComponent(skill)}`;

function GapList({ label, gaps }: { label: string; gaps: SkillGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <>
      <h4 className={styles.feedbackTitle}>{label}</h4>
      <ul className={styles.feedbackList} aria-label={label}>
        {gaps.map(({ skill, assessment }) => (
          <li key={skill}>
            <strong>{skill}</strong>:{' '}
            {assessment ? (
              <>
                <Link href={TALENT_ROUTES.assessment(skillSlug(assessment.skill), assessment.id)}>
                  Take the {assessment.skill} assessment
                </Link>{' '}
                or{' '}
              </>
            ) : null}
            <Link href={learnLink(skill)}>{assessment ? 'learn more' : `Learn ${skill}`}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What a talent can take from an application that ended without a job: the company's reason in plain words, the
 * job's skills beside its own, and the assessments and resources that build the gaps. Nothing of other applicants.
 */
export function SkillsFeedbackPanel({ app }: { app: Application }) {
  const feedback = useSkillsFeedback(app.jobId);
  return (
    <section className={styles.feedback} aria-label={`What you can take from ${app.jobTitle}`}>
      <p style={{ marginTop: 0 }}>
        {app.rejectionReason ? REASON_WORDS[app.rejectionReason] : 'This application did not go further.'} Every
        application teaches something: here is how this job&apos;s skills compare with yours.
      </p>
      {feedback.isError ? (
        <Alert tone="error">
          The job&apos;s skills could not be loaded. <Button onClick={feedback.retry}>Try again</Button>
        </Alert>
      ) : !feedback.data ? (
        <p role="status">Loading the job&apos;s skills…</p>
      ) : (
        <>
          {feedback.data.verified.length > 0 ? (
            <p>You have verified {feedback.data.verified.join(', ')}: keep them on your profile.</p>
          ) : null}
          <GapList label="On your profile, not verified yet" gaps={feedback.data.unverified} />
          <GapList label="Skills this job asked for that you could build" gaps={feedback.data.missing} />
          {feedback.data.unverified.length + feedback.data.missing.length === 0 ? (
            <p>You had every skill this job asked for, verified. The next one may be yours.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
