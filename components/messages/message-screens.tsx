import { CompanyWaitingPanel } from '@/components/dashboard/company-access';
import { companyReachesTalents } from '@/services/converters/company-converter';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { InboxScreen } from './inbox-screen';

export const TalentMessagesScreen = () => <InboxScreen role="talent" />;

/** A company the back office has not verified still reads its inbox (an administrator may write) but not talents. */
export function CompanyMessagesScreen() {
  const company = useAppSelector(selectCompany);
  return (
    <>
      {company && !companyReachesTalents(company) ? <CompanyWaitingPanel company={company} what="messages to talents" /> : null}
      <InboxScreen role="company" />
    </>
  );
}
