import { JobAlertUnsubscribeScreen } from '@/components/jobs/job-alert-unsubscribe-screen';
import { unsubscribePageProps } from '@/server/job-alerts/unsubscribe-handlers';

// Works signed out: the link in the email carries a signed token the server checks before turning the alerts off.
export const getServerSideProps = unsubscribePageProps();

export default JobAlertUnsubscribeScreen;
