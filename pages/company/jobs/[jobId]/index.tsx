import { JobPipeline } from '@/components/applications/pipeline/job-pipeline';
import { CompanyJobScreen } from '@/components/jobs/company-job-screen';
import { companyPage } from '@/layouts/company-layout';

// The job (the jobs room) above its applicants by stage (the applications room): the page puts the two together.
function CompanyJob() {
  return <CompanyJobScreen Applicants={JobPipeline} />;
}

export default companyPage(CompanyJob);
