import type { ComponentType } from 'react';
import type { Company } from '@/services/schemas/company';
import { useCompanyAwaitingReach } from './use-inbox';
import { InboxScreen } from './inbox-screen';

export const TalentMessagesScreen = () => <InboxScreen role="talent" />;

/**
 * A company the back office has not verified still reads its inbox (an administrator may write) but not talents;
 * `WaitingPanel` says why (the companies room's panel, handed in by the page).
 */
export function CompanyMessagesScreen({
  WaitingPanel,
}: {
  WaitingPanel: ComponentType<{ company: Company; what: string }>;
}) {
  const waiting = useCompanyAwaitingReach();
  return (
    <>
      {waiting ? <WaitingPanel company={waiting} what="messages to talents" /> : null}
      <InboxScreen role="company" />
    </>
  );
}
