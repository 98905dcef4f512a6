import { dropMessage, retryMessage, useOutbox } from './use-outbox';
import styles from './messages.module.css';

/** The messages to `to` not acknowledged yet: "Sending…" while they wait, or why they were refused, with Retry. */
export function OutboxList({ to }: { to: string }) {
  const waiting = useOutbox(to);
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.outbox} aria-label="Messages not sent yet">
      {waiting.map((m) => (
        <li key={m.key}>
          <span className={styles.outboxText}>{m.text}</span>{' '}
          {m.error ? (
            <span role="alert">
              Not sent: {m.error}{' '}
              <button type="button" onClick={() => retryMessage(m.key)}>
                Retry
              </button>{' '}
              <button type="button" onClick={() => dropMessage(m.key)}>
                Discard
              </button>
            </span>
          ) : (
            <span className={styles.muted} role="status">
              Sending…
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
