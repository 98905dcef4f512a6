import { AdminTalentsScreen } from '@/components/backoffice/talent-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminTalentsScreen);
