import { useEffect, useState } from 'react';
import { subscribeCompanyAccount, type CompanyAccount } from '@/services/companies/company-accounts';

/**
 * The company's own private record (email, the back office's reasons), live: an email synced after a change or a
 * reason written by a review shows at once. An empty id reads nothing.
 */
export function useCompanyAccount(id: string): {
  data: CompanyAccount | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const [state, setState] = useState<{ id: string; data?: CompanyAccount; error: Error | null }>({ id, error: null });
  useEffect(() => {
    if (!id) return undefined;
    return subscribeCompanyAccount(
      id,
      (data) => setState({ id, data, error: null }),
      (error) => setState({ id, error }),
    );
  }, [id]);
  const current = state.id === id ? state : { data: undefined, error: null };
  return { data: current.data, isPending: Boolean(id) && !current.data && !current.error, error: current.error };
}
