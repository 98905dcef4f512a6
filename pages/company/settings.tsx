import { CompanySettingsScreen } from '@/components/account/settings-screen';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(CompanySettingsScreen);
