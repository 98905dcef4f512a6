import { AdminMessagesScreen } from '@/components/messaging/admin-messages-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminMessagesScreen);
