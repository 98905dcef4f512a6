import { AdminMessagesScreen } from '@/components/messages/admin-messages-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminMessagesScreen);
