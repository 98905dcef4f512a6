import { TalentMessagesScreen } from '@/components/messages/message-screens';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentMessagesScreen);
