import { useState } from 'react';
import { toast } from '@/hooks/toast';
import { Button } from '@/components/ui/button';
import { PUBLIC_ROUTES } from '@/constants/routes';
import { useLocalMailbox } from '@/hooks/use-local-mailbox';
import { isEmailVerifiedNow, resendVerificationEmail } from '@/hooks/use-email-verification';
import styles from './verification-banner.module.css';

/** The wording of the sign-in forms' errors, loaded only when an action fails. */
const authErrorMessage = async (error: unknown) =>
  (await import('@/components/ui/form/auth-errors')).describeAuthError(error).message;

/** Shown to a talent whose email is not verified yet, with the two actions that resolve it. */
export function VerificationBanner({ email }: { email: string }) {
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const [verified, setVerified] = useState(false);
  const mailbox = useLocalMailbox();
  if (verified) return null;

  const resend = async () => {
    setBusy('resend');
    try {
      await resendVerificationEmail();
      toast.success(`Verification email sent to ${email}.`);
    } catch (error) {
      toast.error(await authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      if (await isEmailVerifiedNow()) {
        setVerified(true);
        toast.success('Thanks, your email is verified.');
      } else {
        toast.info('Not verified yet. Open the link in the email we sent, then try again.');
      }
    } catch (error) {
      toast.error(await authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.banner} aria-label="Email verification">
      <p className={styles.text}>
        Please verify your email address. We sent a link to <strong>{email}</strong>.
        {mailbox ? (
          <>
            {' '}
            In local mode it is in the <a href={PUBLIC_ROUTES.devMailbox}>local mailbox</a>.
          </>
        ) : null}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={resend} disabled={busy !== null}>
          {busy === 'resend' ? 'Sending…' : 'Resend verification email'}
        </Button>
        <Button variant="ghost" size="small" onClick={check} disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : "I've verified"}
        </Button>
      </div>
    </section>
  );
}
