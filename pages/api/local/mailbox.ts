import { getLocalEngine } from '@/server/app/local-engine';
import { createMailboxHandler } from '@/server/local/http/mailbox-handler';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default createMailboxHandler(getLocalEngine);
