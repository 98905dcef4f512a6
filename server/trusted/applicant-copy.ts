/**
 * What an application copies from the applicant when it is sent: exactly what its stored profile says (name,
 * category, photo, phone, CV), the CV optionally replaced by a file in the applicant's own upload folder for this
 * job, and the account email as the company's contact only once the account has verified it.
 */
import { BackendError, type DocumentData } from '@/services/backend/types';
import { isApplicationUploadUrl } from '@/services/schemas/talent-constants';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function applicantCopy(
  talent: DocumentData,
  talentId: string,
  jobId: string,
  chosenCvUrl: string | undefined,
  verifiedEmail: string | undefined,
): DocumentData {
  const profile = (talent.profile && typeof talent.profile === 'object' ? talent.profile : {}) as DocumentData;
  const profileCv = text(profile.cvUrl);
  if (chosenCvUrl !== undefined && chosenCvUrl !== profileCv && !isApplicationUploadUrl(chosenCvUrl, talentId, jobId)) {
    throw new BackendError('invalid-argument', 'Choose your profile CV or a PDF you uploaded for this job.');
  }
  const cvUrl = chosenCvUrl ?? profileCv;
  const avatar = text(profile.avatarUrl);
  const phone = text(profile.phone);
  return {
    talentName: text(talent.name) ?? 'Talent',
    talentCategory: text(talent.role) ?? '',
    ...(verifiedEmail ? { talentEmail: verifiedEmail } : {}),
    ...(phone ? { talentPhone: phone } : {}),
    ...(avatar ? { talentAvatar: avatar } : {}),
    ...(cvUrl ? { cvUrl } : {}),
  };
}
