import { TalentSettingsScreen } from '@/components/settings/settings-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentSettingsScreen);
