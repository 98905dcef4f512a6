/** The words of bulk moves, shared by the bulk dialog and a drop on a column (which needs no dialog). */
import { stageLabel } from '@/services/format/labels';
import type { ApplicationStage } from '@/services/schemas/application';

export const people = (n: number) => `${n} applicant${n === 1 ? '' : 's'}`;

/** The toast after a bulk move: how many moved, and how many were already there. */
export function movedText(moved: number, unchanged: number, stage: ApplicationStage): string {
  const done = stage === 'rejected' ? `${people(moved)} rejected.` : `${people(moved)} moved to ${stageLabel(stage)}.`;
  return unchanged ? `${done} ${people(unchanged)} already there.` : done;
}
