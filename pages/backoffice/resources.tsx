import { AdminResourcesScreen } from '@/components/resources/admin-resources-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminResourcesScreen);
