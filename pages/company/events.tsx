import { CompanyEventsScreen } from '@/components/events/member-events-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyEventsScreen);
