export { TalentJobsScreen as default } from '@/components/jobs/talent-jobs-screen';
