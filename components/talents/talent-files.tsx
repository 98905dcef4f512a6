import Image from 'next/image';
import { useCallback, useMemo } from 'react';
import { toast } from '@/hooks/toast';
import { UploadControl } from '@/components/ui/upload-control';
import { UPLOAD_LIMITS } from '@/constants/settings';
import { useUpdateTalentProfile } from '@/components/talents/use-talent-profile';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import type { UploadTarget } from '@/services/uploads';
import type { Talent } from '@/services/schemas/talent';
import { talentFiles, withFiles } from '@/services/format/talent-profile';
import styles from '@/components/ui/profile.module.css';

const IMAGE = ['image'] as const;
const PDF = ['pdf'] as const;

/** Avatar and CV: each upload is stored, then recorded in the profile map, then shown in place. */
export function TalentFiles({ talent, only }: { talent: Talent; only?: 'cv' }) {
  const save = useUpdateTalentProfile(talent.id);
  const files = talentFiles(talent);
  const { mutateAsync } = save;

  const record = useCallback(
    async (patch: Parameters<typeof withFiles>[1]) => {
      try {
        await mutateAsync({ profile: withFiles(talent.profile, patch) });
        toast.success('File saved to your profile.');
      } catch (error) {
        toast.error('The file was uploaded but not saved to your profile.');
        throw error;
      }
    },
    [mutateAsync, talent.profile],
  );

  // The profile's folder: what reviewed companies may open while the talent is open to offers (storage.rules).
  const target = useMemo((): UploadTarget => ({ kind: 'talentProfile', uid: talent.id }), [talent.id]);
  const avatar = useUpload({
    target,
    accept: IMAGE,
    onUploaded: useCallback((r: UploadResult) => record({ avatarUrl: r.downloadURL, avatarPath: r.path }), [record]),
  });
  const cv = useUpload({
    target,
    accept: PDF,
    onUploaded: useCallback(
      (r: UploadResult) => record({ cvUrl: r.downloadURL, cvPath: r.path, cvName: r.fileName }),
      [record],
    ),
  });

  return (
    <div className={styles.files}>
      {only !== 'cv' ? (
        <UploadControl
          label="Profile photo"
          accept={UPLOAD_LIMITS.image.contentTypes.join(',')}
          hint="JPEG, PNG or WebP, at most 5 MB."
          buttonLabel={files.avatarUrl ? 'Change photo' : 'Upload photo'}
          state={avatar.state}
          onSelect={(file) => void avatar.start(file)}
          onCancel={avatar.cancel}
          onRetry={avatar.retry}
          preview={
            files.avatarUrl ? (
              <Image src={files.avatarUrl} alt="Your profile photo" width={96} height={96} className={styles.avatar} />
            ) : (
              <div className={styles.avatarEmpty} aria-hidden="true">
                {talent.name.trim().charAt(0).toUpperCase() || '?'}
              </div>
            )
          }
        />
      ) : null}
      <UploadControl
        label="CV"
        accept={UPLOAD_LIMITS.pdf.contentTypes.join(',')}
        hint="PDF, at most 10 MB."
        buttonLabel={files.cvUrl ? 'Replace CV' : 'Upload CV'}
        state={cv.state}
        onSelect={(file) => void cv.start(file)}
        onCancel={cv.cancel}
        onRetry={cv.retry}
        preview={
          files.cvUrl ? (
            <a href={files.cvUrl} target="_blank" rel="noreferrer" className={styles.cvLink}>
              {files.cvName ?? 'Your CV'} (PDF)
            </a>
          ) : null
        }
      />
    </div>
  );
}
