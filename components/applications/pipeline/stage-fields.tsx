import { capitalise } from '@/services/format/job-format';
import { SelectField } from '@/components/ui/select-field';
import { stageLabel } from '@/services/format/labels';
import type { COMPANY_STAGES, RejectionReason } from '@/services/schemas/application';
import { REJECTION_REASONS } from '@/services/schemas/application-constants';

export type CompanyStage = (typeof COMPANY_STAGES)[number];

/** The stage a company moves applicants to, as the columns name it (the single and the bulk Move dialogs). */
export function StageField({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly CompanyStage[];
  value: CompanyStage | '';
  onChange: (stage: CompanyStage) => void;
  error?: string | null;
}) {
  return (
    <SelectField
      label="New stage"
      placeholder="Choose a stage"
      options={options}
      optionLabel={stageLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as CompanyStage)}
      error={error}
    />
  );
}

/** The reason a rejection gives the talent (the single and the bulk Move dialogs). */
export function RejectionReasonField({
  value,
  onChange,
  error,
}: {
  value: RejectionReason | '';
  onChange: (reason: RejectionReason) => void;
  error?: string | null;
}) {
  return (
    <SelectField
      label="Reason for rejecting"
      placeholder="Choose a reason"
      options={REJECTION_REASONS}
      optionLabel={capitalise}
      value={value}
      onChange={(e) => onChange(e.target.value as RejectionReason)}
      error={error}
    />
  );
}
