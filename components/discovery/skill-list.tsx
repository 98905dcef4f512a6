import type { Skill } from '@/services/schemas/student';
import styles from './discovery.module.css';

/** Skills as chips; a verified one (passed an assessment) is marked in words, not only in colour. */
export function SkillList({ skills, label }: { skills: Skill[]; label: string }) {
  if (skills.length === 0) return <p className={styles.meta}>No skills listed.</p>;
  return (
    <ul className={styles.skills} aria-label={label}>
      {skills.map((s) => (
        <li key={s.skill} className={[styles.skill, s.verified ? styles.verified : ''].join(' ')}>
          {s.skill}
          {s.verified ? ' ✓ verified' : ''}
        </li>
      ))}
    </ul>
  );
}
