import { getLocalEngine } from '@/server/app/local-engine';
import { createFilesHandler } from '@/server/local/http/files-handler';

// Raw bodies (uploads are up to 10 MB) and raw responses (file bytes): Next must not parse or cap either.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

export default createFilesHandler(getLocalEngine);
