/** The words of moves, shared by the Move dialog and a drop on a column (which needs no dialog). */
import type { Application } from '@/services/applications/applications';
import { stageLabel } from '@/services/format/labels';
import type { ApplicationStage, MoveResult } from '@/services/schemas/application';

export const people = (n: number) => `${n} applicant${n === 1 ? '' : 's'}`;

/** The toast after a move: who moved (by name when one), and how many were already there. */
export function movedText(
  apps: readonly Pick<Application, 'talentName'>[],
  result: MoveResult,
  stage: ApplicationStage,
) {
  const label = stageLabel(stage);
  if (apps.length === 1) {
    const name = apps[0].talentName;
    if (result.moved.length === 0) return `${name} is already in ${label}.`;
    return stage === 'rejected' ? `${name} rejected.` : `${name} moved to ${label}.`;
  }
  const moved = result.moved.length;
  const done = stage === 'rejected' ? `${people(moved)} rejected.` : `${people(moved)} moved to ${label}.`;
  return result.unchanged.length ? `${done} ${people(result.unchanged.length)} already there.` : done;
}
