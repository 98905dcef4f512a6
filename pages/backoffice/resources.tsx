import { AdminResourcesScreen } from '@/components/resources/resource-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminResourcesScreen);
