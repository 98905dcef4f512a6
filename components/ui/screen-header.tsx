import styles from './screen-header.module.css';

/** The top of a dashboard screen: its one h1 and a line saying what the screen is for. */
export function ScreenHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
