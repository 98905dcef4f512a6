/**
 * The documents public pages read through, on the server, in either mode: admin Firestore (firebase-admin) in
 * Firebase mode, the embedded engine's server documents in local mode, as the trusted and cron routes do. These
 * bypass the access rules, so callers decide what is public (public-job.ts).
 */
import { getLocalEngine } from '../app/local-engine';
import type { PublicDocs } from './public-job';

export async function publicDocuments(): Promise<PublicDocs> {
  if (process.env.NEXT_PUBLIC_BACKEND === 'firebase') {
    // firebase-admin is loaded only in Firebase mode, so a local run never needs it.
    const [{ adminDocuments }, { getAdminFirestore }] = await Promise.all([
      import('../trusted/firebase-documents'),
      import('../firebase-admin'),
    ]);
    return adminDocuments(getAdminFirestore());
  }
  return (await getLocalEngine()).serverDocuments;
}
