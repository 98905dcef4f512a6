import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { prioritySignalsLeft } from '@/services/applications/priority-signals';
import { signalMonth } from '@/services/schemas/application-constants';

export const prioritySignalKeys = {
  talent: (uid: string) => ['prioritySignals', uid] as const,
  month: (uid: string, month: string) => [...prioritySignalKeys.talent(uid), month] as const,
};

/**
 * How many signals the talent has left this month (one read, when the apply dialog opens), and the time it asked:
 * fixed for the dialog's life, so a dialog left open over midnight on the 1st still speaks of one month.
 */
export function usePrioritySignalsLeft(uid: string) {
  const [now] = useState(() => Date.now());
  const left = useQuery({
    queryKey: prioritySignalKeys.month(uid, signalMonth(now)),
    queryFn: () => prioritySignalsLeft(uid, now),
  });
  return { left, now };
}
