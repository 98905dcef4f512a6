import { AdminNotificationsScreen } from '@/components/messages/notifications-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminNotificationsScreen);
