/** The administrator's "new conversation": find a talent or company by its sign-in email, then open the thread. */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ADMIN_ROUTES, messagesWith } from '@/constants/routes';
import { findAccountByEmail } from '@/services/backoffice-messages';
import styles from './admin-messages.module.css';

export function StartConversation() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    setError(null);
    try {
      const account = await findAccountByEmail(email);
      if (!account) setError('No talent or company signs in with this email.');
      else void router.push(messagesWith(ADMIN_ROUTES.messages, account.uid, { name: account.name }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={`${styles.card} ${styles.row}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) void find();
      }}
    >
      <TextField label="Write to (email of a talent or company)" type="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" disabled={busy || !email.trim()}>
        {busy ? 'Finding…' : 'Start conversation'}
      </Button>
    </form>
  );
}
