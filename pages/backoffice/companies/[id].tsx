import { AdminCompanyScreen } from '@/components/backoffice/company-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminCompanyScreen);
