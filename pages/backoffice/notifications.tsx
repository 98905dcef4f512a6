import { AdminNotificationsScreen } from '@/components/messaging/notifications-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminNotificationsScreen);
