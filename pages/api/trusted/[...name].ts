import { getLocalEngine } from '@/server/local/app-engine';
import { countedRequests } from '@/server/local/graceful-stop';
import { createTrustedHandler } from '@/server/trusted/handler';
import { localTrustedBackend } from '@/server/trusted/local-services';

export const config = { api: { bodyParser: false, externalResolver: true } };

// firebase-admin is loaded only in Firebase mode, so a local run never needs it.
export default countedRequests(
  createTrustedHandler(async () =>
    process.env.NEXT_PUBLIC_BACKEND === 'firebase'
      ? (await import('@/server/trusted/firebase-services')).firebaseTrustedBackend()
      : localTrustedBackend(await getLocalEngine()),
  ),
);
