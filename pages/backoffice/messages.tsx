import { AdminMessagesScreen } from '@/components/messages/message-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminMessagesScreen);
