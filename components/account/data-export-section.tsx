import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RETENTION } from '@/constants/retention';
import { useDataExport } from './use-account';
import { describeAccountError } from './account-errors';
import styles from '@/components/ui/sections.module.css';

type ExportingRole = 'talent' | 'company';

const WHAT_IT_HOLDS: Record<ExportingRole, string[]> = {
  talent: [
    'Your profile and public card, and the files you uploaded (photo, CVs, attachments you sent).',
    'Your applications with each step of their timeline, and your interviews.',
    'Messages you sent and received, and your notifications.',
    'Your assessment attempts with their scores, saved jobs and saved searches.',
    'Your notification settings, event sign-ups and sign-in history.',
  ],
  company: [
    'The company profile, account record and logo, your jobs and the invitations you sent.',
    'Applications to your jobs with their timelines, your team’s notes and ratings on them, and interviews.',
    'Messages the company sent and received, with their attachments, and its notifications.',
    'Your notification settings, event sign-ups and sign-in history.',
  ],
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The time now, ticking each second while `running`. */
function useClock(running: boolean): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * "Download my data": one zip with everything held about the account (a company's, for its owner), built on the
 * server and offered once by a link that expires. A recruiter's company is downloaded by its owner.
 */
export function DataExportSection({ role, owner = true }: { role: ExportingRole; owner?: boolean }) {
  const exporting = useDataExport();
  const [taken, setTaken] = useState(false);
  const [startedAt, setStartedAt] = useState(0);
  const elapsed = Math.max(0, Math.round((useClock(exporting.isPending) - startedAt) / 1000));
  const ready = exporting.data;
  const start = () => {
    setTaken(false);
    setStartedAt(Date.now());
    exporting.mutate();
  };
  return (
    <section className={styles.section} aria-labelledby="settings-export">
      <h2 id="settings-export">Download my data</h2>
      {!owner ? (
        <p className={styles.muted}>The company’s data is downloaded by its owner.</p>
      ) : (
        <>
          <p className={styles.muted}>One zip file (data.json and your files) with everything we hold about you:</p>
          <ul>
            {WHAT_IT_HOLDS[role].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className={styles.muted}>
            The link works once, for {RETENTION.exportLinkMinutes} minutes; then the file is deleted.
          </p>
          {exporting.isPending ? (
            <p role="status">
              <progress aria-label="Preparing your data" /> Preparing your file… {elapsed} s (usually under a minute)
            </p>
          ) : ready && !taken ? (
            <p role="status">
              Your file is ready ({sizeOf(ready.bytes)}, {ready.files} uploaded files).{' '}
              <a href={ready.link} download onClick={() => setTaken(true)}>
                Download my data
              </a>{' '}
              (until {timeOf(ready.expiresAt)})
            </p>
          ) : null}
          {taken ? <p role="status">Downloaded. The link no longer works; ask again for a new copy.</p> : null}
          {exporting.isError ? (
            <p role="alert">Your file could not be prepared. {describeAccountError(exporting.error).message}</p>
          ) : null}
          {!exporting.isPending && (!ready || taken) ? (
            <Button onClick={start}>{taken || exporting.isError ? 'Prepare a new file' : 'Prepare my file'}</Button>
          ) : null}
        </>
      )}
    </section>
  );
}
