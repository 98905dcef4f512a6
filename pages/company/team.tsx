import { CompanyTeamScreen } from '@/components/company-team/team-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyTeamScreen);
