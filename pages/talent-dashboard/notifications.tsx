import { TalentNotificationsScreen } from '@/components/messaging/notifications-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentNotificationsScreen);
