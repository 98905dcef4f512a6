import { CompanyWaitingPanel } from '@/components/companies/company-access';
import { useCompanyAwaitingReach } from '@/components/messaging/use-inbox';
import { InboxScreen } from './inbox-screen';

export const TalentMessagesScreen = () => <InboxScreen role="talent" />;

/** A company the back office has not verified still reads its inbox (an administrator may write) but not talents. */
export function CompanyMessagesScreen() {
  const waiting = useCompanyAwaitingReach();
  return (
    <>
      {waiting ? <CompanyWaitingPanel company={waiting} what="messages to talents" /> : null}
      <InboxScreen role="company" />
    </>
  );
}
