import { CompanySettingsScreen } from '@/components/settings/settings-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanySettingsScreen);
