import { getLocalEngine } from '@/server/app/local-engine';
import { createOperatorHandler } from '@/server/local/http/operator-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createOperatorHandler(getLocalEngine);
