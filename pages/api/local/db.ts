import { getLocalEngine } from '@/server/app/local-engine';
import { createDbHandler } from '@/server/local/http/db-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createDbHandler(getLocalEngine);
