export { CompanyJobsScreen as default } from '@/components/jobs/job-screens';
