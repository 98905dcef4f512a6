export { CompanyProfileScreen as default } from '@/components/profile/company-profile-screen';
