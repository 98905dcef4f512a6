export { AdminAssessmentsScreen as default } from '@/components/assessments/assessment-screens';
