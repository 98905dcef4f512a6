import { getLocalEngine } from '@/server/app/local-engine';
import { createEventsHandler } from '@/server/local/http/events-handler';

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

export default createEventsHandler(getLocalEngine);
