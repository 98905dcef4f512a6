import { AdminTalentScreen } from '@/components/backoffice/talent-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminTalentScreen);
