import { useTalentCard } from '@/hooks/use-talent-cards';
import { skillKey } from '@/services/schemas/assessment-constants';
import styles from './pipeline.module.css';
import { formatPercent } from '@/services/format/percent';

/**
 * The applicant's skills verified by an assessment, from its public card (one read per applicant, shared
 * with the profile dialog through the query cache); the score only where the talent chose to show it.
 */
export function ApplicantVerifiedSkills({ talentId }: { talentId: string }) {
  const card = useTalentCard(talentId);
  const verified = (card.data?.skills ?? []).filter((s) => s.verified);
  if (verified.length === 0) return null;
  return (
    <p className={styles.muted} data-testid="verified-skills">
      {verified
        .map((s) => {
          const score = card.data?.verifiedSkills?.[skillKey(s.skill)]?.score;
          return `✓ ${s.skill} verified${score === undefined ? '' : ` (${formatPercent(score)})`}`;
        })
        .join(' · ')}
    </p>
  );
}
