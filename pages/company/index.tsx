export { CompanyHomeScreen as default } from '@/components/dashboard/home-screens';
