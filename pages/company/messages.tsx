import { CompanyMessagesScreen } from '@/components/messaging/message-screens';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyMessagesScreen);
