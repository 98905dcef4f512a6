export { AppliedJobsScreen as default } from '@/components/applications/applied-jobs-screen';
