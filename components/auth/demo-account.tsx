import { Button } from '@/components/ui/button';
import { DEMO_ACCOUNTS } from '@/constants/demo-accounts';
import { PUBLIC_ROUTES, type Role } from '@/constants/routes';
import { useLocalDemo } from '@/components/auth/use-local-demo';
import { useLocalMailbox } from '@/hooks/use-local-mailbox';
import styles from './auth-form.module.css';

const isLocalMode = () => process.env.NEXT_PUBLIC_BACKEND !== 'firebase';

/**
 * Local mode only, when the server's data folder holds the demo: the seeded account for this role, and where the
 * local mailbox is when the server serves it.
 */
export function DemoAccount({
  role,
  onUse,
}: {
  role: Role;
  onUse: (account: { email: string; password: string }) => void;
}) {
  const mailbox = useLocalMailbox();
  const demo = useLocalDemo();
  if (!isLocalMode() || !demo) return null;
  const account = DEMO_ACCOUNTS[role];
  return (
    <aside className={styles.demo} aria-label="Demo account">
      <p>
        <strong>Local demo.</strong> Sign in with <code>{account.email}</code> and password{' '}
        <code>{account.password}</code>.
      </p>
      <div className={styles.demoActions}>
        <Button variant="secondary" size="small" onClick={() => onUse(account)}>
          Use demo account
        </Button>
        {mailbox ? (
          <a href={PUBLIC_ROUTES.devMailbox} className={styles.inlineLink}>
            Local mailbox (verification and reset emails)
          </a>
        ) : null}
      </div>
    </aside>
  );
}
