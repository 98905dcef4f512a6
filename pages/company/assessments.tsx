import { CompanyReachGate } from '@/components/companies/company-access';
import { DiscoveryScreen } from '@/components/talents/discovery-screen';
import { companyPage } from '@/layouts/company-layout';

// The company menu's "Assessments" (SPEC section 2): companies find talents by the skills they proved in assessments.
function Discovery() {
  return <DiscoveryScreen ReachGate={CompanyReachGate} />;
}

export default companyPage(Discovery);
