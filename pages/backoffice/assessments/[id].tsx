import { AdminAssessmentScreen } from '@/components/assessments/admin-assessment-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminAssessmentScreen);
