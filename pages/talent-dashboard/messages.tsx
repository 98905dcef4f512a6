import { TalentMessagesScreen } from '@/components/messaging/message-screens';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentMessagesScreen);
