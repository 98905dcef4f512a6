import dynamic from 'next/dynamic';
import { useOwnMembership } from '@/hooks/use-own-membership';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import Link from 'next/link';
import { COMPANY_ROUTES, type Role } from '@/constants/routes';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';
import { selectAdmin } from '@/store/admins-slice';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { SecondFactorSection } from './second-factor-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { AvailabilitySection } from './availability-section';
import { NotificationSettingsSection } from './notification-settings-section';
import styles from '@/components/ui/sections.module.css';

/** Its own chunk: only settings lists devices. */
const DevicesSection = dynamic(() => import('./devices-section').then((m) => m.DevicesSection), {
  loading: () => <p role="status">Loading your devices…</p>,
});

interface Account {
  /** The signed-in account's uid: its own notification settings. */
  id: string;
  name: string;
  email: string;
  availability?: boolean;
  /** Company members: their own name on the team, whether they own the company, its two-step sign-in rule. */
  member?: { name: string; owner: boolean; companyId: string; secondFactorRequired: boolean };
}

/** The signed-in role's profile, kept live by the area's guard; a company member's own account. */
function useAccount(role: Role): { account: Account | null; failed?: { error: Error; retry: () => void } } {
  const talent = useSignedInProfile('talent');
  const company = useAppSelector(selectCompany);
  const admin = useAppSelector(selectAdmin);
  // The signed-in member (a recruiter or the owner), not the company: its email, settings and account are its own.
  const me = useOwnMembership(role === 'company' ? (company?.id ?? '') : '');
  if (role === 'talent') {
    return { account: talent && { ...talent, availability: talent.availability } };
  }
  if (role === 'company') {
    if (me.isError) return { account: null, failed: { error: me.error, retry: () => void me.refetch() } };
    if (!company || !me.data) return { account: null };
    return {
      account: {
        id: me.data.uid,
        name: company.name,
        email: me.data.email,
        member: {
          name: me.data.name,
          owner: me.data.role === 'owner',
          companyId: me.data.companyId,
          secondFactorRequired: me.data.secondFactorRequired,
        },
      },
    };
  }
  return { account: admin && { id: admin.id, name: admin.name ?? '', email: admin.email ?? '' } };
}

/** What the company-wide part of the screen says to a member who does not own the company. */
const OWNER_ONLY =
  'The company profile and the team are managed by the company’s owner. Here you change your own password, email and notifications.';

/** Settings every area has: account, password, email, notifications and availability (talents, companies), account removal, log out. */
function SettingsScreen({ role }: { role: Role }) {
  const { account, failed } = useAccount(role);

  return (
    <>
      <PageTitle title="Settings" />
      <h1>Settings</h1>
      {failed ? (
        <LoadError text="Your settings could not be loaded." error={failed.error} onRetry={failed.retry} />
      ) : !account ? (
        <p role="status">Loading your settings…</p>
      ) : (
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="settings-account">
            <h2 id="settings-account">Account</h2>
            <dl className={styles.row}>
              <dt>{role === 'company' ? 'Company' : 'Name'}</dt>
              <dd>{account.name || '—'}</dd>
              {account.member ? (
                <>
                  <dt>You</dt>
                  <dd>
                    {account.member.name || '—'} ({account.member.owner ? 'Owner' : 'Recruiter'})
                  </dd>
                </>
              ) : null}
              <dt>Email</dt>
              <dd>{account.email || '—'}</dd>
            </dl>
            {account.member && !account.member.owner ? <p className={styles.muted}>{OWNER_ONLY}</p> : null}
          </section>
          <section className={styles.section} aria-labelledby="settings-password">
            <h2 id="settings-password">Change password</h2>
            <ChangePasswordForm />
          </section>
          <section className={styles.section} aria-labelledby="settings-email">
            <h2 id="settings-email">Change email</h2>
            <p className={styles.muted}>We will send a link to the new address; your email changes when you open it.</p>
            <ChangeEmailForm currentEmail={account.email} />
          </section>
          {role !== 'talent' ? (
            <SecondFactorSection
              role={role}
              team={
                account.member && {
                  companyId: account.member.companyId,
                  owner: account.member.owner,
                  required: account.member.secondFactorRequired,
                }
              }
            />
          ) : null}
          {role === 'company' ? (
            <section className={styles.section} aria-labelledby="settings-team">
              <h2 id="settings-team">Team</h2>
              <p className={styles.muted}>
                {account.member?.owner === false
                  ? 'See who works on the company’s jobs and applicants; only the owner invites and removes members.'
                  : 'Invite recruiters by email and see who works on your jobs and applicants.'}
              </p>
              <Link href={COMPANY_ROUTES.team} prefetch={false}>
                Manage your team
              </Link>
            </section>
          ) : null}
          {role !== 'admin' ? <NotificationSettingsSection role={role} uid={account.id} /> : null}
          {role === 'talent' ? <AvailabilitySection id={account.id} availability={account.availability} /> : null}
          {role !== 'admin' ? <DataExportSection role={role} owner={account.member?.owner !== false} /> : null}
          {role === 'admin' ? (
            <section className={styles.section} aria-labelledby="settings-delete">
              <h2 id="settings-delete">Delete account</h2>
              <p className={styles.muted}>
                Administrator accounts are removed by an operator. Ask one if you no longer need yours.
              </p>
            </section>
          ) : (
            <DeleteAccountSection role={role} recruiter={account.member?.owner === false} />
          )}
          <DevicesSection role={role} uid={account.id} />
        </div>
      )}
    </>
  );
}

export const TalentSettingsScreen = () => <SettingsScreen role="talent" />;
export const CompanySettingsScreen = () => <SettingsScreen role="company" />;
export const AdminSettingsScreen = () => <SettingsScreen role="admin" />;
