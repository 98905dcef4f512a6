import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { describeAuthError } from '@/components/auth/auth-errors';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import type { Role } from '@/constants/routes';
import { useLogout } from '@/hooks/use-logout';
import { sendPasswordReset } from '@/services/session';
import { selectAdmin } from '@/store/admins-slice';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import styles from './settings.module.css';

function useAccount(role: Role): { name: string; email: string } {
  const talent = useAppSelector(selectTalent);
  const company = useAppSelector(selectCompany);
  const admin = useAppSelector(selectAdmin);
  if (role === 'talent') return { name: talent?.name ?? '', email: talent?.email ?? '' };
  if (role === 'company') return { name: company?.name ?? '', email: company?.email ?? '' };
  return { name: admin?.name ?? '', email: admin?.email ?? '' };
}

/** Account settings every area has: who is signed in, changing the password, signing out. */
function SettingsScreen({ role }: { role: Role }) {
  const account = useAccount(role);
  const { logout, pending: loggingOut } = useLogout(role);
  const [sending, setSending] = useState(false);

  const changePassword = async () => {
    setSending(true);
    try {
      await sendPasswordReset(account.email);
      toast.success(`We sent a link to choose a new password to ${account.email}.`);
    } catch (error) {
      toast.error(describeAuthError(error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageTitle title="Settings" />
      <h1>Settings</h1>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="settings-account">
          <h2 id="settings-account">Account</h2>
          <dl className={styles.row}>
            <dt>{role === 'company' ? 'Company' : 'Name'}</dt>
            <dd>{account.name || '—'}</dd>
            <dt>Email</dt>
            <dd>{account.email || '—'}</dd>
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="settings-password">
          <h2 id="settings-password">Password</h2>
          <p className={styles.muted}>We will email you a link to choose a new password.</p>
          <Button variant="secondary" onClick={changePassword} disabled={sending || !account.email}>
            {sending ? 'Sending...' : 'Email me a password link'}
          </Button>
        </section>
        <section className={styles.section} aria-labelledby="settings-session">
          <h2 id="settings-session">Session</h2>
          <p className={styles.muted}>Sign out of this browser.</p>
          <Button variant="danger" onClick={() => void logout()} disabled={loggingOut}>
            {loggingOut ? 'Logging out...' : 'Log out of this browser'}
          </Button>
        </section>
      </div>
    </>
  );
}

export const TalentSettingsScreen = () => <SettingsScreen role="talent" />;
export const CompanySettingsScreen = () => <SettingsScreen role="company" />;
export const AdminSettingsScreen = () => <SettingsScreen role="admin" />;
