import { CompanySetupBanner } from '@/components/profile/company-setup-banner';
import { ComingSoon } from '@/components/ui/coming-soon';
import { COMPANY_ROUTES } from '@/constants/routes';

export const CompanyJobsScreen = () => (
  <ComingSoon
    feature="Jobs"
    summary="The jobs your company posted, with their status and number of applicants."
    back={{ href: COMPANY_ROUTES.home, label: 'Back to home' }}
  />
);

export const CreateJobScreen = () => (
  <>
    <CompanySetupBanner />
    <ComingSoon
      feature="Post a job"
      summary="Describe a role and publish it to talents on the marketplace."
      plans={['Title, category, level and description', 'Work mode, employment type and salary', 'Required skills and assessments']}
      back={{ href: COMPANY_ROUTES.jobs, label: 'Back to jobs' }}
    />
  </>
);

export const CompanyJobScreen = () => (
  <ComingSoon
    feature="Job details"
    summary="One of your jobs as talents see it, with its applicants."
    back={{ href: COMPANY_ROUTES.jobs, label: 'Back to jobs' }}
  />
);

export const EditJobScreen = () => (
  <ComingSoon
    feature="Edit job"
    summary="Change a job's details, or close it once the role is filled."
    back={{ href: COMPANY_ROUTES.jobs, label: 'Back to jobs' }}
  />
);
