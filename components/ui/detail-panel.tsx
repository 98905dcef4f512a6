/** A titled part of a detail view (an applicant's notes, an application's interview), set off by a rule above. */
import { useId, type ReactNode } from 'react';
import styles from './detail-panel.module.css';

export function DetailPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
