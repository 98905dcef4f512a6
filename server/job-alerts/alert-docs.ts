/**
 * Privileged documents for the signed-out unsubscribe page and route, in either mode: admin Firestore in Firebase
 * mode, the embedded engine in local mode, as the cron route has them. They bypass the rules: unsubscribe.ts
 * decides what a token may change.
 */
import { getLocalEngine } from '../app/local-engine';
import type { NotifyServices } from '../trusted/notify';

export async function jobAlertDocuments(): Promise<NotifyServices['docs']> {
  if (process.env.NEXT_PUBLIC_BACKEND === 'firebase') {
    // firebase-admin is loaded only in Firebase mode, so a local run never needs it.
    const { firebaseTrustedServices } = await import('../trusted/firebase-services');
    return firebaseTrustedServices().docs;
  }
  const { localTrustedServices } = await import('../app/local-trusted-services');
  return localTrustedServices(await getLocalEngine()).docs;
}
