export { CompanyAssessmentsScreen as default } from '@/components/assessments/assessment-screens';
