import { AdminSettingsScreen } from '@/components/settings/settings-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminSettingsScreen);
