import { CompanyNotificationsScreen } from '@/components/messaging/notifications-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyNotificationsScreen);
