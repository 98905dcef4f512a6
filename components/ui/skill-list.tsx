import type { VerifiedSkill } from '@/services/schemas/assessment';
import { skillKey } from '@/services/schemas/assessment-constants';
import type { Skill } from '@/services/schemas/talent';
import styles from './skill-list.module.css';
import { formatPercent } from '@/services/format/percent';

/**
 * Skills as chips; a verified one (passed an assessment) is marked in words, not only in colour, with the score
 * when the talent chose to show it (`verifiedSkills[skill].score` is present only then).
 */
export function SkillList({
  skills,
  label,
  verifiedSkills,
}: {
  skills: Skill[];
  label: string;
  verifiedSkills?: Record<string, VerifiedSkill>;
}) {
  if (skills.length === 0) return <p className={styles.none}>No skills listed.</p>;
  return (
    <ul className={styles.skills} aria-label={label}>
      {skills.map((s) => {
        const score = s.verified ? verifiedSkills?.[skillKey(s.skill)]?.score : undefined;
        return (
          <li key={s.skill} className={[styles.skill, s.verified ? styles.verified : ''].join(' ')}>
            {s.skill}
            {s.verified ? ' ✓ verified' : ''}
            {score !== undefined ? ` (${formatPercent(score)})` : ''}
          </li>
        );
      })}
    </ul>
  );
}
