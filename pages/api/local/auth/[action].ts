import { getLocalEngine } from '@/server/app/local-engine';
import { createAuthHandler } from '@/server/local/http/auth-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createAuthHandler(getLocalEngine);
