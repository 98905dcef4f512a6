export { AppliedJobsScreen as default } from '@/components/applications/application-screens';
