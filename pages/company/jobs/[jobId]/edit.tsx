export { EditJobScreen as default } from '@/components/jobs/job-editor-screens';
