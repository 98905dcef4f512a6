import { ComingSoon } from '@/components/ui/coming-soon';
import { ADMIN_ROUTES, TALENT_ROUTES } from '@/constants/routes';

export const TalentAssessmentsScreen = () => (
  <ComingSoon
    feature="Assessments"
    summary="Short tests that prove a skill. Pass one and the skill shows as verified on your profile."
    back={{ href: TALENT_ROUTES.home, label: 'Back to home' }}
  />
);

export const TalentAssessmentScreen = () => (
  <ComingSoon
    feature="Assessment"
    summary="One assessment for a skill: read the questions, answer, and get your result."
    back={{ href: TALENT_ROUTES.assessments, label: 'Back to assessments' }}
  />
);

export const AdminAssessmentsScreen = () => (
  <ComingSoon
    feature="Assessments"
    summary="Create and maintain the skill assessments, with their questions and answer keys."
    back={{ href: ADMIN_ROUTES.home, label: 'Back to dashboard' }}
  />
);

export const AdminAssessmentScreen = () => (
  <ComingSoon
    feature="Assessment details"
    summary="One assessment's questions, answer key and results."
    back={{ href: ADMIN_ROUTES.assessments, label: 'Back to assessments' }}
  />
);
