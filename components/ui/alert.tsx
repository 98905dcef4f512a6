import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div>{children}</div>
    </div>
  );
}
