import { TalentProfileScreen } from '@/components/talents/talent-profile-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentProfileScreen);
