import { AdminSettingsScreen } from '@/components/account/settings-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminSettingsScreen);
