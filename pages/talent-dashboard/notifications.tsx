import { TalentNotificationsScreen } from '@/components/messages/notifications-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentNotificationsScreen);
