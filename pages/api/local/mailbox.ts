import { getLocalEngine } from '@/server/local/app-engine';
import { createMailboxHandler } from '@/server/local/http/mailbox-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createMailboxHandler(getLocalEngine);
