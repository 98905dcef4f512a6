import { TalentProfileScreen } from '@/components/profile/talent-profile-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentProfileScreen);
