import { countedRequests } from '@/server/local/graceful-stop';
import { unsubscribeRoute } from '@/server/job-alerts/unsubscribe-handlers';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default countedRequests(unsubscribeRoute());
