import { CompanyTeamScreen } from '@/components/companies/team-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanyTeamScreen);
