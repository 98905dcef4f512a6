/**
 * How stored enumeration values read on screen, in one table per enumeration: a stage is stored "shortlisted" and a
 * work mode "remote" (SPEC section 9 spells it so), and every screen, option list and notification shows the label.
 */
import type { WORK_MODES } from '@/constants/enums';
import type { ApplicationStage } from '../schemas/application';

type WorkMode = (typeof WORK_MODES)[number];

const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const WORK_MODE_LABELS: Record<WorkMode, string> = {
  Onsite: 'Onsite',
  remote: 'Remote',
  'Onsite or remote': 'Onsite or remote',
};

/** An unknown value (an older document) is shown as stored rather than as nothing. */
export const stageLabel = (stage: string): string => STAGE_LABELS[stage as ApplicationStage] ?? stage;

export const workModeLabel = (mode: string): string => WORK_MODE_LABELS[mode as WorkMode] ?? mode;
