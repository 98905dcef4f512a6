export { CompanySettingsScreen as default } from '@/components/settings/settings-screen';
