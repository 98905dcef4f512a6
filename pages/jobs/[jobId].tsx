import { PublicJobScreen } from '@/components/jobs/public-job-screen';
import { publicJobProps } from '@/server/public-jobs/page-props';

// Rendered on the server in both modes, so link previews and search engines read the job without JavaScript.
export const getServerSideProps = publicJobProps;

export default PublicJobScreen;
