import { TalentEventsScreen } from '@/components/events/member-events-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentEventsScreen);
