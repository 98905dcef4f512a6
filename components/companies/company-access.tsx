import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useCompanyAccount } from '@/hooks/use-company-account';
import { companyReachesTalents } from '@/services/format/company-reach';
import type { Company } from '@/services/schemas/company';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

/**
 * Until the back office verifies a company (and while it is suspended) it reaches no talent: the server and the
 * rules refuse discovery, talent profiles, CVs and messages. These screens say why instead of failing.
 */
type Standing = 'pending' | 'declined' | 'suspended';

function standingOf(company: Pick<Company, 'verification' | 'suspended'>): Standing {
  if (company.suspended) return 'suspended';
  return company.verification === 'declined' ? 'declined' : 'pending';
}

/** The explanation panel: what waits, why, and what the company can do meanwhile. */
export function CompanyWaitingPanel({ company, what }: { company: Company; what: string }) {
  const standing = standingOf(company);
  const account = useCompanyAccount(standing === 'pending' ? '' : company.id);
  if (standing === 'declined') {
    const reason = account.data?.verificationReason;
    return (
      <Alert tone="warning">
        <strong>Your company was not verified, so {what} are closed to you.</strong>{' '}
        {account.isPending ? null : `Reason: ${reason ?? 'not given'}.`} Address it and contact support to be reviewed
        again; meanwhile you can still edit your profile and draft jobs.
      </Alert>
    );
  }
  if (standing === 'suspended') {
    return (
      <Alert tone="error">
        <strong>Your company is suspended, so {what} are closed to you.</strong> We emailed you the reason; contact
        support.
      </Alert>
    );
  }
  return (
    <section aria-labelledby="company-waiting-title">
      <Alert tone="info">
        <h2 id="company-waiting-title" style={{ margin: 0, fontSize: '1.1rem' }}>
          Your company is awaiting review
        </h2>
        <p style={{ margin: 'var(--space-2, 0.5rem) 0' }}>
          To protect talents, {what} open once an administrator verifies your company. We review companies whose email
          is verified; you get a notification and an email as soon as it is done. Meanwhile, complete your profile and
          draft your jobs: they go live when you are verified.
        </p>
        <ButtonLink href={COMPANY_ROUTES.profile} size="small" variant="secondary">
          Complete your profile
        </ButtonLink>
      </Alert>
    </section>
  );
}

/** Renders `children` for a company that reaches talents; the waiting panel for any other. */
export function CompanyReachGate({ what, children }: { what: string; children: ReactNode }) {
  const company = useSignedInProfile('company');
  if (!company) return <p role="status">Loading…</p>;
  if (!companyReachesTalents(company)) return <CompanyWaitingPanel company={company} what={what} />;
  return <>{children}</>;
}
