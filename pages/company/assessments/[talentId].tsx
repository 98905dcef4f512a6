import { CompanyReachGate } from '@/components/companies/company-access';
import { TalentPublicProfileScreen } from '@/components/talents/talent-public-profile-screen';
import { companyPage } from '@/layouts/company-layout';

function TalentPublicProfile() {
  return <TalentPublicProfileScreen ReachGate={CompanyReachGate} />;
}

export default companyPage(TalentPublicProfile);
