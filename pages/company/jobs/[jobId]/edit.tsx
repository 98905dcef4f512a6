import { EditJobScreen } from '@/components/jobs/job-editor-screens';
import { companyPage } from '@/layouts/company-layout';

export default companyPage(EditJobScreen);
