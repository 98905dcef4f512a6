import { AdminEventsScreen } from '@/components/events/admin-events-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminEventsScreen);
