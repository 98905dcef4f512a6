import { TalentHomeScreen, TalentHomeTop } from '@/components/home/talent-home-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(TalentHomeScreen, TalentHomeTop);
