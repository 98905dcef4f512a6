import { screen, waitFor } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useMemo, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCompaniesScreen } from '@/components/backoffice/company-screens';
import { AdminTalentsScreen } from '@/components/backoffice/talent-screens';
import { createMockRouter, renderWithProviders } from './render';

const talents = vi.hoisted(() => ({
  listAdminTalents: vi.fn(),
  getAdminTalent: vi.fn(),
  listTalentApplications: vi.fn(),
  listTalentAttempts: vi.fn(),
}));
const companies = vi.hoisted(() => ({
  listAdminCompanies: vi.fn(),
  getAdminCompany: vi.fn(),
  listAdminCompanyJobs: vi.fn(),
}));
vi.mock('@/services/backoffice/talents', () => talents);
vi.mock('@/services/backoffice/companies', () => companies);

vi.setConfig({ testTimeout: 60_000 });

const admin = { admins: { user: { id: 'a1', name: 'Admin', email: 'admin@demo.test' }, isAuthenticated: true } };

/** A router whose replace changes the URL, as Next's does, so the screen renders the new filters. */
function LiveRouter({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [query, setQuery] = useState<NextRouter['query']>({});
  const router = useMemo(
    () =>
      createMockRouter({
        pathname,
        query,
        replace: async (url) => (setQuery((url as { query: NextRouter['query'] }).query), true),
      }),
    [pathname, query],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

beforeEach(() => {
  talents.listAdminTalents.mockReset();
  companies.listAdminCompanies.mockReset();
});

describe('the back-office lists after a search', () => {
  it('talents: one filter bar, and "Clear" empties the fields and lists every talent again', async () => {
    talents.listAdminTalents.mockResolvedValue({
      items: [
        {
          id: 't1',
          name: 'Ada Lovelace',
          email: 'ada@demo.test',
          timestamp: 1,
          new: false,
          availability: true,
          role: 'Web Developer',
        },
      ],
      nextCursor: null,
    });
    const { user } = renderWithProviders(
      <LiveRouter pathname="/backoffice/talents">
        <AdminTalentsScreen />
      </LiveRouter>,
      { preloadedState: admin },
    );
    await screen.findByRole('list', { name: 'Talents' });
    await user.type(screen.getByLabelText('Email or name'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(talents.listAdminTalents).toHaveBeenLastCalledWith({ q: 'ada' }, undefined));
    await screen.findByRole('list', { name: 'Talents' });
    expect(screen.getAllByRole('search', { name: 'Find talents' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(talents.listAdminTalents).toHaveBeenLastCalledWith({}, undefined));
    expect(screen.getAllByRole('search', { name: 'Find talents' })).toHaveLength(1);
    expect(screen.getByLabelText('Email or name')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('companies: one filter bar, and "Clear" empties the fields and lists every company again', async () => {
    companies.listAdminCompanies.mockResolvedValue({
      items: [{ id: 'c1', name: 'Acme Labs', timestamp: 1, new: false, verification: 'verified' }],
      nextCursor: null,
    });
    const { user } = renderWithProviders(
      <LiveRouter pathname="/backoffice/companies">
        <AdminCompaniesScreen />
      </LiveRouter>,
      { preloadedState: admin },
    );
    await screen.findByRole('list', { name: 'Companies' });
    await user.type(screen.getByLabelText('Email or name'), 'acme');
    await user.selectOptions(screen.getByLabelText('Review'), 'verified');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(companies.listAdminCompanies).toHaveBeenLastCalledWith({ q: 'acme', review: 'verified' }, undefined),
    );
    await screen.findByRole('list', { name: 'Companies' });
    expect(screen.getAllByRole('search', { name: 'Find companies' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(companies.listAdminCompanies).toHaveBeenLastCalledWith({}, undefined));
    expect(screen.getAllByRole('search', { name: 'Find companies' })).toHaveLength(1);
    expect(screen.getByLabelText('Email or name')).toHaveValue('');
    expect(screen.getByLabelText('Review')).toHaveValue('');
  });
});
