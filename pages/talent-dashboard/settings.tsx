import { TalentSettingsScreen } from '@/components/account/settings-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentSettingsScreen);
