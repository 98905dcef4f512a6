export { CompanyApplicationsScreen as default } from '@/components/applications/application-screens';
