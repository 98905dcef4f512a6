import { formatMonth } from '@/services/format/month';
import type { EducationEntry, WorkEntry } from '@/services/schemas/profile-entries';
import { PRESENT, newestFirst } from '@/services/schemas/profile-entry-constants';
import styles from './career-history.module.css';

const period = (entry: { start: string; end: string }) =>
  `${formatMonth(entry.start)} – ${entry.end === PRESENT ? 'Present' : formatMonth(entry.end)}`;

interface Entry {
  what: string;
  where: string;
  start: string;
  end: string;
  description: string;
}

function EntryList({ entries, label }: { entries: Entry[]; label: string }) {
  return (
    <ol className={styles.entries} aria-label={label}>
      {newestFirst(entries).map((entry, i) => (
        <li key={`${entry.where}|${entry.start}|${i}`} className={styles.entry}>
          <p className={styles.what}>
            {entry.what} <span className={styles.where}>· {entry.where}</span>
          </p>
          <p className={styles.period}>{period(entry)}</p>
          {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A talent's work history and education, newest first (ongoing entries on top), as the talent, companies and the
 * back office see them. Nothing is shown for a list the talent left empty.
 */
export function CareerHistory({
  workHistory = [],
  education = [],
  name,
  sectionClassName,
  heading: Heading = 'h2',
}: {
  workHistory?: readonly WorkEntry[];
  education?: readonly EducationEntry[];
  name: string;
  sectionClassName?: string;
  heading?: 'h2' | 'h3';
}) {
  const work = workHistory.map((e) => ({
    what: e.title,
    where: e.organisation,
    start: e.start,
    end: e.end,
    description: e.description,
  }));
  const schools = education.map((e) => ({
    what: e.degree,
    where: e.organisation,
    start: e.start,
    end: e.end,
    description: e.description,
  }));
  return (
    <>
      {work.length > 0 ? (
        <section className={sectionClassName} aria-label="Work history">
          <Heading>Work history</Heading>
          <EntryList entries={work} label={`Work history of ${name}`} />
        </section>
      ) : null}
      {schools.length > 0 ? (
        <section className={sectionClassName} aria-label="Education">
          <Heading>Education</Heading>
          <EntryList entries={schools} label={`Education of ${name}`} />
        </section>
      ) : null}
    </>
  );
}
