import { AdminHomeScreen, AdminHomeTop } from '@/components/backoffice/dashboard/admin-home-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminHomeScreen, AdminHomeTop);
