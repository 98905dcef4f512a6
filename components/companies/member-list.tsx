import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useTeamMembers, type useTeamActions } from '@/components/companies/use-company-team';
import { toast } from '@/hooks/toast';
import { ROLE_LABELS, type CompanyMember } from '@/services/schemas/company-team-constants';
import { ConfirmDialog } from './confirm-dialog';
import page from '@/components/ui/sections.module.css';
import styles from './team.module.css';

type Actions = Pick<ReturnType<typeof useTeamActions>, 'remove' | 'transfer'>;
type Asked = { kind: 'remove' | 'transfer'; member: CompanyMember };

const DIALOGS = {
  remove: {
    title: 'Remove this member?',
    confirm: 'Remove from team',
    body: (m: CompanyMember) =>
      `${m.name} (${m.email}) will lose access to your jobs, applicants and messages at once.`,
    done: (m: CompanyMember) => `${m.name} was removed from your team.`,
  },
  transfer: {
    title: 'Make this member the owner?',
    confirm: 'Make owner',
    body: (m: CompanyMember) =>
      `${m.name} becomes the owner: they manage the team and the company profile. You stay on the team as a recruiter.`,
    done: (m: CompanyMember) => `${m.name} is now the owner.`,
  },
} as const;

/** The team; the owner removes a member or hands ownership over, each after confirming. */
export function MemberList({
  companyId,
  selfUid,
  isOwner,
  actions,
}: {
  companyId: string;
  selfUid: string;
  isOwner: boolean;
  actions: Actions;
}) {
  const members = useTeamMembers(companyId);
  const [asked, setAsked] = useState<Asked | null>(null);
  const mutation = asked ? actions[asked.kind] : null;
  const confirm = ({ kind, member }: Asked) =>
    actions[kind].mutate(member.uid, {
      onSuccess: () => {
        setAsked(null);
        toast.success(DIALOGS[kind].done(member));
      },
      onError: (error) => toast.error(error.message || 'That did not work. Try again.'),
    });
  if (members.isPending) return <p role="status">Loading the team…</p>;
  if (members.isError)
    return (
      <LoadError text="The team could not be loaded." error={members.error} onRetry={() => void members.refetch()} />
    );
  if (members.data.length === 0) return <p className={page.muted}>Nobody is on the team yet.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Team members">
        {members.data.map((member) => (
          <li key={member.uid} className={styles.item}>
            <span className={styles.who}>
              <span className={styles.name}>
                {member.name}
                {member.uid === selfUid ? ' (you)' : ''}
              </span>
              <span className={page.muted}>
                {member.email} · {ROLE_LABELS[member.role]}
              </span>
            </span>
            {isOwner && member.uid !== selfUid ? (
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setAsked({ kind: 'transfer', member })}
                  aria-label={`Make owner: ${member.name}`}
                >
                  Make owner
                </Button>
                <Button
                  variant="danger"
                  size="small"
                  onClick={() => setAsked({ kind: 'remove', member })}
                  aria-label={`Remove ${member.name}`}
                >
                  Remove
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {asked ? (
        <ConfirmDialog
          title={DIALOGS[asked.kind].title}
          confirmLabel={DIALOGS[asked.kind].confirm}
          busy={Boolean(mutation?.isPending)}
          onConfirm={() => confirm(asked)}
          onClose={() => setAsked(null)}
        >
          <p>{DIALOGS[asked.kind].body(asked.member)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
