import { AdminAssessmentsScreen } from '@/components/assessments/admin-assessments-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(AdminAssessmentsScreen);
