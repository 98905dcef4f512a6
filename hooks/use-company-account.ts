import { useQuery } from '@tanstack/react-query';
import { getCompanyAccount } from '@/services/company-accounts';

/** The company's own private record (email, the back office's reasons); refetched when the review changes. */
export const useCompanyAccount = (id: string, reviewKey = '') =>
  useQuery({ queryKey: ['companyAccount', id, reviewKey], queryFn: () => getCompanyAccount(id), enabled: Boolean(id) });
