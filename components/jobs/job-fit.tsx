import type { Talent } from '@/services/talents/talents';
import styles from './jobs.module.css';

/** Case-insensitive: "react" on a profile counts for "React" on a job. */
function fitOf(jobSkills: string[], talentSkills: Talent['skills']) {
  const mine = new Map(talentSkills.map((s) => [s.skill.trim().toLowerCase(), s]));
  const have = jobSkills
    .filter((skill) => mine.has(skill.trim().toLowerCase()))
    .map((skill) => ({ skill, verified: Boolean(mine.get(skill.trim().toLowerCase())?.verified) }));
  const missing = jobSkills.filter((skill) => !mine.has(skill.trim().toLowerCase()));
  return { have, missing };
}

/** "Fit before applying": the job's skills the talent has (verified ones marked) and the ones it lacks. */
export function JobFit({ jobSkills, talentSkills }: { jobSkills: string[]; talentSkills: Talent['skills'] }) {
  if (jobSkills.length === 0) return null;
  const { have, missing } = fitOf(jobSkills, talentSkills);
  return (
    <section className={styles.card} aria-labelledby="fit-title">
      <h2 id="fit-title" className={styles.sectionTitle}>
        Your fit: {have.length} of {jobSkills.length} skills
      </h2>
      {have.length > 0 ? (
        <>
          <p className={styles.muted}>Skills you have</p>
          <ul className={styles.chips} aria-label="Skills you have">
            {have.map(({ skill, verified }) => (
              <li key={skill} className={styles.chipHave}>
                ✓ {skill}
                {verified ? ' (verified)' : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
            Skills you are missing
          </p>
          <ul className={styles.chips} aria-label="Skills you are missing">
            {missing.map((skill) => (
              <li key={skill} className={styles.chipMissing}>
                {skill}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
