import { Alert } from '@/components/ui/alert';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';

/**
 * Issue 14: tells a company where the back office's review stands. Until it is verified its jobs wait as
 * "Awaiting review"; a declined company reads why.
 */
export function CompanyReviewBanner() {
  const company = useAppSelector(selectCompany);
  if (!company || company.verification === 'verified' || company.verification === undefined) return null;
  if (company.verification === 'declined') {
    return (
      <Alert tone="error">
        <strong>Your company was not verified.</strong> Reason: {company.verificationReason ?? 'not given'}. Your jobs stay hidden from
        talents; contact support once you have addressed it.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <strong>Your company is awaiting review.</strong> You can post jobs now; they go live for talents once an administrator
      verifies your company.
    </Alert>
  );
}
