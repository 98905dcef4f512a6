import { CompanyWaitingPanel } from '@/components/companies/company-access';
import { CompanyMessagesScreen } from '@/components/messaging/message-screens';
import { companyPage } from '@/layouts/company-layout';

function CompanyMessages() {
  return <CompanyMessagesScreen WaitingPanel={CompanyWaitingPanel} />;
}

export default companyPage(CompanyMessages);
