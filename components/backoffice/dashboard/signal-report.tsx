import type { InterviewCount, SignalReport } from '@/services/schemas/dashboard';
import styles from '../backoffice.module.css';

const rate = ({ applications, interviewed }: InterviewCount) =>
  applications === 0 ? 'No applications yet' : `${Math.round((interviewed / applications) * 100)} %`;

/** Priority applications against the others: how often each led to an interview. */
export function SignalReportPanel({ report }: { report: SignalReport }) {
  const rows: [string, InterviewCount][] = [
    ['Priority applications', report.signalled],
    ['Other applications', report.others],
  ];
  return (
    <section className={styles.section} aria-labelledby="signal-report-title">
      <h2 id="signal-report-title">Priority signals</h2>
      <p className={styles.muted}>
        Each talent may mark 3 applications a month as its priority. An application counts as reaching an interview once
        the company moved it to Interview or further, even if it was rejected later.
      </p>
      {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Priority signals, as a table">
        <table>
          <thead>
            <tr>
              <th scope="col">Applications</th>
              <th scope="col">Sent</th>
              <th scope="col">Reached an interview</th>
              <th scope="col">Interview rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{count.applications}</td>
                <td>{count.interviewed}</td>
                <td>{rate(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
