export { TalentAssessmentsScreen as default } from '@/components/assessments/assessment-screens';
