import { useAccountPreferences } from '@/hooks/use-account';
import type { NotifiedRole } from '@/services/account/account';
import { describeAccountError } from './account-errors';
import { PreferenceSwitch } from './preference-switch';
import styles from './settings.module.css';

const saveError = (error: unknown) => (error ? `Not saved. ${describeAccountError(error).message}` : null);

interface PreferencesProps {
  role: NotifiedRole;
  id: string;
  optedOutOfEmail: boolean;
  /** Talents only. */
  availability?: boolean;
}

/**
 * Email notifications (both roles) and availability (talents). While a change saves, the switch shows the new
 * value; the stored value comes back through the live profile.
 */
export function PreferencesSection({ role, id, optedOutOfEmail, availability }: PreferencesProps) {
  const { emailOptOut, availability: available } = useAccountPreferences(role, id);
  const emailsOn = emailOptOut.isPending ? !emailOptOut.variables : !optedOutOfEmail;
  return (
    <>
      <section className={styles.section} aria-labelledby="settings-notifications">
        <h2 id="settings-notifications">Email notifications</h2>
        <PreferenceSwitch
          label="Send me email notifications"
          description={
            role === 'talent'
              ? 'News about your applications and jobs that match your profile. Sign-in and security emails are always sent.'
              : 'News about applicants to your jobs. Sign-in and security emails are always sent.'
          }
          checked={emailsOn}
          saving={emailOptOut.isPending}
          error={saveError(emailOptOut.error)}
          onChange={(on) => emailOptOut.mutate(!on)}
        />
      </section>
      {role === 'talent' ? (
        <section className={styles.section} aria-labelledby="settings-availability">
          <h2 id="settings-availability">Availability</h2>
          <PreferenceSwitch
            label="Open to offers"
            description="Companies browsing talents see you only while you are open to offers."
            checked={available.isPending ? Boolean(available.variables) : Boolean(availability)}
            saving={available.isPending}
            error={saveError(available.error)}
            onChange={(on) => available.mutate(on)}
          />
        </section>
      ) : null}
    </>
  );
}
