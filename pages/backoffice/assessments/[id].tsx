export { AdminAssessmentScreen as default } from '@/components/assessments/assessment-screens';
