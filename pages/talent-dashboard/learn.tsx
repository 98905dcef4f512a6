import { LearnScreen } from '@/components/resources/learn-screen';
import { talentPage } from '@/layouts/talent-layout';

export default talentPage(LearnScreen);
