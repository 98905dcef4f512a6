import { getLocalEngine } from '@/server/local/app-engine';
import { createDemoHandler } from '@/server/local/http/demo-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createDemoHandler(getLocalEngine);
