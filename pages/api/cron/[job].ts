import { getLocalEngine } from '@/server/app/local-engine';
import { countedRequests } from '@/server/local/graceful-stop';
import { createCronHandler } from '@/server/scheduled/cron-handler';
import { localTrustedServices } from '@/server/app/local-trusted-services';

export const config = { api: { bodyParser: false, externalResolver: true } };

// firebase-admin is loaded only in Firebase mode, so a local run never needs it.
export default countedRequests(
  createCronHandler(async () =>
    process.env.NEXT_PUBLIC_BACKEND === 'firebase'
      ? (await import('@/server/trusted/firebase-services')).firebaseTrustedServices()
      : localTrustedServices(await getLocalEngine()),
  ),
);
