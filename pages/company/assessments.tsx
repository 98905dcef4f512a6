import { DiscoveryScreen } from '@/components/discovery/discovery-screen';
import { companyPage } from '@/layouts/company-layout';

// The company menu's "Assessments" entry is talent discovery: companies find talents by the skills they verified.
export default companyPage(DiscoveryScreen);
