export { CompanyJobsScreen as default } from '@/components/jobs/company-jobs-screen';
