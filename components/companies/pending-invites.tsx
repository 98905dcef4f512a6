import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { usePendingInvites, type useTeamActions } from '@/components/companies/use-company-team';
import { toast } from '@/hooks/toast';
import { formatDay } from '@/services/format/dates';
import type { CompanyInvite } from '@/services/schemas/company-team-constants';
import { ConfirmDialog } from './confirm-dialog';
import page from '@/components/ui/sections.module.css';
import styles from './team.module.css';

function expiry(invite: CompanyInvite, now: number): string {
  if (invite.expiresAt !== null && invite.expiresAt < now) return 'Expired: invite again to send a new link';
  return `Link works until ${formatDay(invite.expiresAt)}`;
}

/** Invitations not yet used; the owner revokes one (after confirming), and its link stops working at once. */
export function PendingInvites({
  companyId,
  isOwner,
  revoke,
}: {
  companyId: string;
  isOwner: boolean;
  revoke: ReturnType<typeof useTeamActions>['revoke'];
}) {
  const invites = usePendingInvites(companyId);
  const [asked, setAsked] = useState<CompanyInvite | null>(null);
  const [now] = useState(() => Date.now());
  const confirm = (invite: CompanyInvite) =>
    revoke.mutate(invite.id, {
      onSuccess: () => {
        setAsked(null);
        toast.success(`The invitation to ${invite.email} was revoked.`);
      },
      onError: (error) => toast.error(error.message || 'The invitation could not be revoked.'),
    });
  if (invites.isPending) return <p role="status">Loading invitations…</p>;
  if (invites.isError)
    return (
      <LoadError
        text="The invitations could not be loaded."
        error={invites.error}
        onRetry={() => void invites.refetch()}
      />
    );
  if (invites.data.length === 0) return <p className={page.muted}>No pending invitations.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Pending invitations">
        {invites.data.map((invite) => (
          <li key={invite.id} className={styles.item}>
            <span className={styles.who}>
              <span className={styles.name}>{invite.email}</span>
              <span className={page.muted}>{expiry(invite, now)}</span>
            </span>
            {isOwner ? (
              <Button
                variant="secondary"
                size="small"
                onClick={() => setAsked(invite)}
                aria-label={`Revoke the invitation to ${invite.email}`}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {asked ? (
        <ConfirmDialog
          title="Revoke this invitation?"
          confirmLabel="Revoke invitation"
          busy={revoke.isPending}
          onConfirm={() => confirm(asked)}
          onClose={() => setAsked(null)}
        >
          <p>The link sent to {asked.email} will stop working. You can invite them again later.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
