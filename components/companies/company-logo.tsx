import Image from 'next/image';
import { useCallback, useMemo } from 'react';
import { toast } from '@/hooks/toast';
import { UploadControl } from '@/components/ui/upload-control';
import { UPLOAD_LIMITS } from '@/constants/settings';
import { useUpdateCompany } from '@/components/companies/use-company-profile';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import type { UploadTarget } from '@/services/uploads';
import { companyCompleteness } from '@/services/format/company-profile';
import type { Company } from '@/services/companies/companies';
import styles from '@/components/ui/profile.module.css';

const IMAGE = ['image'] as const;

/** The logo as talents see it, or the company's initial when it has none. */
export function CompanyLogoImage({ company }: { company: Pick<Company, 'logo' | 'name'> }) {
  return company.logo ? (
    <Image src={company.logo} alt={`${company.name} logo`} width={96} height={96} className={styles.logo} />
  ) : (
    <div className={styles.avatarEmpty} aria-hidden="true">
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}

/** The owner's logo control: saved as soon as it is uploaded; it may be what completes the profile. */
export function CompanyLogo({ company }: { company: Company }) {
  const { mutateAsync } = useUpdateCompany(company.id);
  const onUploaded = useCallback(
    async ({ downloadURL }: UploadResult) => {
      const complete = companyCompleteness({ ...company, logo: downloadURL }).complete;
      try {
        await mutateAsync({ logo: downloadURL, ...(company.new && complete ? { new: false } : {}) });
        toast.success('Logo saved.');
      } catch (error) {
        toast.error('The logo was uploaded but not saved to your profile.');
        throw error;
      }
    },
    [company, mutateAsync],
  );
  // The company's folder, which its owner writes (storage.rules), as it alone edits the profile.
  const target = useMemo((): UploadTarget => ({ kind: 'companyFile', companyId: company.id }), [company.id]);
  const logo = useUpload({ target, accept: IMAGE, onUploaded });
  return (
    <UploadControl
      label="Logo"
      accept={UPLOAD_LIMITS.image.contentTypes.join(',')}
      hint="JPEG, PNG or WebP, at most 5 MB."
      buttonLabel={company.logo ? 'Change logo' : 'Upload logo'}
      state={logo.state}
      onSelect={(file) => void logo.start(file)}
      onCancel={logo.cancel}
      onRetry={logo.retry}
      preview={<CompanyLogoImage company={company} />}
    />
  );
}
