import { AdminEventsScreen } from '@/components/events/event-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminEventsScreen);
