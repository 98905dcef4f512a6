import { CompanyMessagesScreen } from '@/components/messages/message-screens';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyMessagesScreen);
