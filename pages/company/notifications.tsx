import { CompanyNotificationsScreen } from '@/components/messages/notifications-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyNotificationsScreen);
