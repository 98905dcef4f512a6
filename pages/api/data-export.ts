import { getLocalEngine } from '@/server/app/local-engine';
import { countedRequests } from '@/server/local/graceful-stop';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { createDownloadHandler } from '@/server/trusted/data-export/download';

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

// firebase-admin is loaded only in Firebase mode, so a local run never needs it.
export default countedRequests(
  createDownloadHandler(async () =>
    process.env.NEXT_PUBLIC_BACKEND === 'firebase'
      ? (await import('@/server/trusted/firebase-services')).firebaseTrustedServices()
      : localTrustedServices(await getLocalEngine()),
  ),
);
