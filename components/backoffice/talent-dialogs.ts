import type { AdminTalent } from '@/services/backoffice/talents';
import type { ActionDialogProps } from './action-dialog';

export type Dialog = Omit<ActionDialogProps, 'onClose'>;

/** The back office's decisions on a talent, each confirmed in an `ActionDialog`. */
export const suspendDialog = (t: AdminTalent): Dialog => ({
  title: `Suspend ${t.name}?`,
  text: 'The account can no longer sign in and its sessions end; it leaves talent discovery, its open applications are withdrawn, and it is told why by email.',
  reasonLabel: 'Reason for the suspension',
  confirm: 'Suspend',
  danger: true,
  done: 'Talent suspended.',
  action: (reason) => ({ kind: 'suspend', targetType: 'talent', id: t.id, reason }),
});

export const restoreDialog = (t: AdminTalent): Dialog => ({
  title: `Restore ${t.name}?`,
  text: 'The account can sign in again and returns to talent discovery. Withdrawn applications stay withdrawn.',
  confirm: 'Restore',
  done: 'Talent restored.',
  action: () => ({ kind: 'restore', targetType: 'talent', id: t.id }),
});

export const revokeDialog = (t: AdminTalent, skill: string): Dialog => ({
  title: `Revoke the verified skill "${skill}"?`,
  text: `${t.name} keeps "${skill}" as an unverified skill.`,
  reasonLabel: 'Reason for revoking it',
  confirm: 'Revoke',
  danger: true,
  done: 'Skill verification revoked.',
  action: (reason) => ({ kind: 'revoke-skill', talentId: t.id, skill, reason }),
});
