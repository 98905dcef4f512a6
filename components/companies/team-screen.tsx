import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { useTeamActions } from '@/components/companies/use-company-team';
import { useOwnMembership } from '@/hooks/use-own-membership';
import { TEAM_LIMITS } from '@/services/schemas/company-team-constants';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvites } from './pending-invites';
import page from '@/components/ui/sections.module.css';

/**
 * The company's team: every member sees who is on it and who was invited; the owner invites recruiters by email,
 * revokes invitations, removes members and hands ownership over.
 */
export function CompanyTeamScreen() {
  const companyId = useAppSelector(selectCompany)?.id ?? '';
  const me = useOwnMembership(companyId);
  const actions = useTeamActions(companyId);
  const isOwner = me.data?.role === 'owner';
  return (
    <>
      <PageTitle title="Team" />
      <h1>Team</h1>
      <p className={page.muted}>Everyone on the team sees the company’s jobs, applicants and messages.</p>
      {me.isPending ? (
        <p role="status">Loading the team…</p>
      ) : me.isError ? (
        <LoadError text="Your membership could not be loaded." error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <div className={page.sections}>
          {isOwner ? (
            <section className={page.section} aria-labelledby="team-invite">
              <h2 id="team-invite">Invite a recruiter</h2>
              <p className={page.muted}>
                We email them a link that works for {TEAM_LIMITS.inviteDays} days; it creates their account or signs
                them in.
              </p>
              <InviteForm invite={actions.invite} />
            </section>
          ) : null}
          <section className={page.section} aria-labelledby="team-invites">
            <h2 id="team-invites">Pending invitations</h2>
            <PendingInvites companyId={companyId} isOwner={isOwner} revoke={actions.revoke} />
          </section>
          <section className={page.section} aria-labelledby="team-members">
            <h2 id="team-members">Members</h2>
            <MemberList companyId={companyId} selfUid={me.data?.uid ?? ''} isOwner={isOwner} actions={actions} />
          </section>
        </div>
      )}
    </>
  );
}
