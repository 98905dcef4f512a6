export { CompanyAppliedScreen as default } from '@/components/company-applications/company-applied-screen';
