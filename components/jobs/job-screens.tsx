import { CompanySetupBanner } from '@/components/profile/company-setup-banner';
import { ComingSoon } from '@/components/ui/coming-soon';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';

export const TalentJobsScreen = () => (
  <ComingSoon
    feature="Job list"
    summary="Open jobs from companies on the marketplace, matched to your category and skills."
    plans={['Filter by category, level, work mode and employment type', 'Save jobs and apply in one step']}
    back={{ href: TALENT_ROUTES.home, label: 'Back to home' }}
  />
);

export const TalentJobScreen = () => (
  <ComingSoon
    feature="Job details"
    summary="Everything about one job: the company, the role, the salary and how to apply."
    back={{ href: TALENT_ROUTES.jobs, label: 'Back to jobs' }}
  />
);

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
