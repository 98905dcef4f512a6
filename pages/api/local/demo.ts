import { getLocalEngine } from '@/server/app/local-engine';
import { createDemoHandler } from '@/server/local/http/demo-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createDemoHandler(getLocalEngine);
