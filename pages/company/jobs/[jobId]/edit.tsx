export { EditJobScreen as default } from '@/components/jobs/job-screens';
