/**
 * For suites that drive the services through the Firebase adapter against the Auth and Firestore emulators: an
 * account signed up through the Auth emulator with its profile written by firebase-admin (no rules), as the seed
 * does, and a job of a company with one application of a talent in a given stage.
 */
import { getAdminFirestore } from '@/server/firebase-admin';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import type { Backend } from '@/services/backend/types';
import type { ApplicationStage } from '@/services/schemas/application';
import { emulatorBackend } from './firebase-emulators';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

export interface EmulatorAccount {
  uid: string;
  backend: Backend;
}

const RUN = `${process.pid}e${Date.now().toString(36)}`;
let seq = 0;

/** `trustedUrl`: where the account's trusted calls go (tests/helpers/firebase-trusted-route.ts), if the suite makes any. */
export async function emulatorAccount(
  kind: 'company' | 'talent',
  tag: string,
  trustedUrl?: string,
): Promise<EmulatorAccount> {
  const backend = emulatorBackend(undefined, trustedUrl);
  const email = `${tag}-${kind}-${RUN}-${++seq}@${tag}.test`;
  const { uid } = await backend.auth.signUp(email, 'password-123');
  const admin = adminDocuments(getAdminFirestore());
  if (kind === 'company') {
    await admin.set(`companies/${uid}`, {
      id: uid,
      name: 'Acme Studio',
      timestamp: new Date(),
      new: false,
      verification: 'verified',
    });
    // Its founding owner, as the sign-up writes it: who acts for a company is its member document.
    await admin.set(`companyMembers/${uid}`, founderMemberDoc(uid, 'Acme Studio', email, new Date()));
  } else
    await admin.set(`students/${uid}`, {
      id: uid,
      email,
      name: 'Ada Talent',
      availability: true,
      timestamp: new Date(),
      new: false,
      role: 'Web Developer',
      skills: [],
    });
  return { uid, backend };
}

/** A job of `companyId` with the application of `talentId`, moved by the company to `stage`; answers both ids. */
export async function emulatorApplication(
  companyId: string,
  talentId: string,
  stage: ApplicationStage = 'applied',
): Promise<{ id: string; jobId: string }> {
  const jobId = `job${RUN}n${++seq}`;
  const id = `${jobId}_${talentId}`;
  const at = new Date();
  const admin = adminDocuments(getAdminFirestore());
  await admin.set(`jobs/${jobId}`, {
    id: jobId,
    companyId,
    companyName: 'Acme Studio',
    title: 'Junior Writer',
    status: 'active',
    applicantCount: 1,
    createdAt: at,
    updatedAt: at,
  });
  const history = [
    { stage: 'applied', at, by: talentId },
    ...(stage === 'applied' ? [] : [{ stage, at, by: companyId }]),
  ];
  await admin.set(`applications/${id}`, {
    id,
    jobId,
    talentId,
    companyId,
    jobTitle: 'Junior Writer',
    companyName: 'Acme Studio',
    talentName: 'Ada Talent',
    talentCategory: 'Web Developer',
    stage,
    history,
    createdAt: at,
    updatedAt: at,
  });
  return { id, jobId };
}
