import { TalentProfilePreviewScreen } from '@/components/talents/talent-profile-preview-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentProfilePreviewScreen);
