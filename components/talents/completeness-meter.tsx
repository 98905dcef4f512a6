import type { CompletenessItem } from '@/services/format/talent-profile';
import styles from '@/components/ui/profile.module.css';
import { formatPercent } from '@/services/format/percent';

/** How complete the profile is, and what is still missing. */
export function CompletenessMeter({ percent, items }: { percent: number; items: CompletenessItem[] }) {
  const missing = items.filter((item) => !item.done);
  return (
    <section className={styles.card} aria-labelledby="completeness-title">
      <h2 id="completeness-title" className={styles.cardTitle}>
        Profile {formatPercent(percent)} complete
      </h2>
      <div
        role="meter"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.meter}
      >
        <div className={styles.meterBar} style={{ width: `${percent}%` }} />
      </div>
      {missing.length > 0 ? (
        <>
          <p className={styles.muted}>Still missing:</p>
          <ul className={styles.missing} aria-label="Missing from your profile">
            {missing.map((item) => (
              <li key={item.key}>{item.label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>Your profile is complete. Companies see everything they need.</p>
      )}
    </section>
  );
}
