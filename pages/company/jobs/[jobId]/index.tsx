export { CompanyJobScreen as default } from '@/components/jobs/job-screens';
