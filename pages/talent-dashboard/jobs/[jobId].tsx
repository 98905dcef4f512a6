export { TalentJobScreen as default } from '@/components/jobs/talent-job-screen';
