export { CompanyProfileScreen as default } from '@/components/profile/profile-screens';
