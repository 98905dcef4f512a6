import { getBackend } from '@/services/backend/backend';

/** Starts downloading and starting the backend adapter (a chunk of its own); errors are left to the first real call. */
export const warmUpSignedInBackend = () => void getBackend().catch(() => undefined);
