import { TalentProfilePreviewScreen } from '@/components/profile/talent-profile-preview-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentProfilePreviewScreen);
