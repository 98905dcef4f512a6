import type { Company } from '@/services/schemas/company';
import type { ActionDialogProps } from './action-dialog';

export type Dialog = Omit<ActionDialogProps, 'onClose'>;

/** The back office's four decisions on a company, each confirmed in an `ActionDialog`. */
export function companyDialogs(c: Company) {
  return {
    verify: {
      title: `Verify ${c.name}?`,
      text: 'Its jobs awaiting review go live, and talents see a "Verified company" badge on its jobs and profile.',
      confirm: 'Verify',
      done: 'Company verified.',
      action: () => ({ kind: 'verify', companyId: c.id }),
    },
    decline: {
      title: `Decline ${c.name}?`,
      text: 'Its jobs keep waiting for review. The company sees the reason on its dashboard.',
      reasonLabel: 'Reason for declining',
      confirm: 'Decline',
      danger: true,
      done: 'Company declined.',
      action: (reason) => ({ kind: 'decline', companyId: c.id, reason }),
    },
    suspend: {
      title: `Suspend ${c.name}?`,
      text: 'Its jobs close and its members can no longer sign in; it is told why by email.',
      reasonLabel: 'Reason for the suspension',
      confirm: 'Suspend',
      danger: true,
      done: 'Company suspended.',
      action: (reason) => ({ kind: 'suspend', targetType: 'company', id: c.id, reason }),
    },
    restore: {
      title: `Restore ${c.name}?`,
      text: 'Its members can sign in again. Its closed jobs stay closed until it reopens them.',
      confirm: 'Restore',
      done: 'Company restored.',
      action: () => ({ kind: 'restore', targetType: 'company', id: c.id }),
    },
  } satisfies Record<string, Dialog>;
}
