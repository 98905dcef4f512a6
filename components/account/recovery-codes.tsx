import { Button } from '@/components/ui/button';
import { downloadText } from '@/components/ui/download-text';
import styles from './second-factor.module.css';

/** Recovery codes, shown once: each signs in once without the app (and removes it). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className={styles.panel} role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p>
        Keep these somewhere safe, away from your phone. If you lose the app, one of them signs you in once; this is the
        only time they are shown.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => downloadText(`${codes.join('\n')}\n`, 'recovery-codes.txt', 'text/plain')}
        >
          Download the codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
