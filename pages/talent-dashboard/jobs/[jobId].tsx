export { TalentJobScreen as default } from '@/components/jobs/job-screens';
