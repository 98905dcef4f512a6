import { CompanySetupBanner } from '@/components/companies/company-setup-banner';
import { CompanyHomeScreen, CompanyHomeTop } from '@/components/home/company-home-screen';
import { companyPage } from '@/layouts/company-layout';

function CompanyHome() {
  return <CompanyHomeScreen setupBanner={<CompanySetupBanner />} />;
}

export default companyPage(CompanyHome, CompanyHomeTop);
