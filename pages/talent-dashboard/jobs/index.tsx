export { TalentJobsScreen as default } from '@/components/jobs/job-screens';
