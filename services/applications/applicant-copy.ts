/**
 * What an application copies from the applicant: exactly what its stored profile says (name, category, photo,
 * phone, CV), the CV optionally replaced by a file in the applicant's own upload folder, and the account email as
 * the company's contact only once it is verified. The access rules (isApplicantCopy in firestore.rules, the local
 * policy's applications rule) accept nothing else, so these values are read raw, not through the lenient reader.
 */
import type { Backend, DocumentData } from '../backend/types';
import { talentPath } from '../converters/talent-converter';
import { ValidationError, talentNotFound } from '../errors';
import { isApplicationUploadUrl } from '../schemas/talent-constants';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The account's email when it is verified, else undefined. The token is refreshed first: the rules read
 * `email_verified` from it, and a token issued before the verification still says false.
 */
async function verifiedEmail(backend: Backend<unknown>, talentId: string): Promise<string | undefined> {
  const before = backend.auth.currentUser();
  if (!before || before.uid !== talentId || !before.emailVerified) return undefined;
  await backend.auth.getIdToken(true);
  const user = backend.auth.currentUser();
  return user && user.uid === talentId && user.emailVerified ? user.email : undefined;
}

export async function applicantCopy(
  backend: Backend<unknown>,
  talentId: string,
  jobId: string,
  chosenCvUrl: string | undefined,
): Promise<DocumentData> {
  const snap = await backend.docs.get(talentPath(talentId));
  if (!snap.exists || !snap.data) throw talentNotFound();
  const talent = snap.data;
  const profile = (talent.profile && typeof talent.profile === 'object' ? talent.profile : {}) as DocumentData;
  const profileCv = text(profile.cvUrl);
  if (chosenCvUrl !== undefined && chosenCvUrl !== profileCv && !isApplicationUploadUrl(chosenCvUrl, talentId, jobId)) {
    throw new ValidationError([
      { field: 'cvUrl', message: 'Choose your profile CV or a file you uploaded for this job' },
    ]);
  }
  const cvUrl = chosenCvUrl ?? profileCv;
  const avatar = text(profile.avatarUrl);
  const phone = text(profile.phone);
  const email = await verifiedEmail(backend, talentId);
  return {
    talentName: talent.name,
    talentCategory: talent.role,
    ...(email ? { talentEmail: email } : {}),
    ...(phone ? { talentPhone: phone } : {}),
    ...(avatar ? { talentAvatar: avatar } : {}),
    ...(cvUrl ? { cvUrl } : {}),
  };
}
