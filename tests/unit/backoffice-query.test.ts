/** The back-office list filters survive the URL both ways, and the sign-in page words a suspension. */
import { describe, expect, it } from 'vitest';
import { describeAuthError } from '@/components/ui/form/auth-errors';
import {
  companyFiltersFromQuery,
  queryFromCompanyFilters,
  queryFromTalentFilters,
  talentFiltersFromQuery,
} from '@/components/backoffice/list-query';
import { BackendError } from '@/services/backend/types';

describe('back-office list filters in the URL', () => {
  it('round-trips every talent filter and ignores unknown values', () => {
    const filters = {
      q: 'ada@example.com',
      category: 'Web Developer',
      availability: false,
      skill: 'React',
      suspended: true,
    } as const;
    expect(talentFiltersFromQuery(queryFromTalentFilters(filters))).toEqual(filters);
    expect(talentFiltersFromQuery({ category: 'Astronaut', availability: 'maybe', suspended: 'no', q: '  ' })).toEqual(
      {},
    );
  });

  it('round-trips the company filters and ignores an unknown review status', () => {
    expect(companyFiltersFromQuery(queryFromCompanyFilters({ q: 'Acme', review: 'pending', suspended: true }))).toEqual(
      { q: 'Acme', review: 'pending', suspended: true },
    );
    expect(companyFiltersFromQuery({ review: 'approved' })).toEqual({});
  });
});

describe('a suspended account signing in', () => {
  it('shows the reason the backend gives, and a general message when it gives none', () => {
    const withReason = new BackendError('auth/user-disabled', 'This account is suspended. Reason: Spam.');
    expect(describeAuthError(withReason)).toEqual({
      field: 'form',
      message: 'This account is suspended. Reason: Spam.',
    });
    const firebase = new BackendError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).');
    expect(describeAuthError(firebase).message).toMatch(/^This account is suspended\. We emailed you the reason/);
  });
});
