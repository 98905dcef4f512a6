export { CompanyJobScreen as default } from '@/components/company-applications/company-job-screen';
