export { TalentAssessmentScreen as default } from '@/components/assessments/assessment-screens';
