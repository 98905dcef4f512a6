import { AdminAssessmentScreen } from '@/components/assessments/assessment-screens';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminAssessmentScreen);
