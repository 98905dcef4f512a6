import { Alert } from '@/components/ui/alert';
import { useCompanyAccount } from '@/hooks/use-company-account';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

/**
 * Tells a company where the back office's review stands. Until it is verified its jobs wait as
 * "Awaiting review" and talents are closed to it; a declined company reads why (from its private account record).
 * A company from before the review (no `verification`) awaits it too.
 */
export function CompanyReviewBanner() {
  const company = useSignedInProfile('company');
  const declined = company?.verification === 'declined';
  const account = useCompanyAccount(declined ? (company?.id ?? '') : '');
  if (!company || company.verification === 'verified') return null;
  if (declined) {
    return (
      <Alert tone="error">
        <strong>Your company was not verified.</strong> Reason:{' '}
        {account.isPending ? '…' : (account.data?.verificationReason ?? 'not given')}. Your jobs stay hidden from
        talents and you cannot reach talents; contact support once you have addressed it.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <strong>Your company is awaiting review.</strong> You can complete your profile and post jobs now; they go live,
      and you can discover and message talents, once an administrator verifies your company.
    </Alert>
  );
}
