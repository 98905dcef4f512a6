import { TrustQueueScreen } from '@/components/backoffice/trust-queue-screen';
import { adminPage } from '@/layouts/admin-layout';

export default adminPage(TrustQueueScreen);
