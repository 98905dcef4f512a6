import { AdminCompaniesScreen } from '@/components/backoffice/company-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminCompaniesScreen);
