import { PageTitle } from './page-title';
import styles from './screen-header.module.css';

/**
 * The top of a dashboard screen: its one h1, a line saying what the screen is for, and the document title naming
 * the screen (the h1 unless `documentTitle` says it shorter).
 */
export function ScreenHeader({ title, lead, documentTitle }: { title: string; lead: string; documentTitle?: string }) {
  return (
    <header className={styles.header}>
      <PageTitle title={documentTitle ?? title} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
