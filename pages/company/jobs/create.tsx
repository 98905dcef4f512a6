export { CreateJobScreen as default } from '@/components/jobs/job-editor-screens';
