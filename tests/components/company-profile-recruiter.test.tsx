/**
 * The company profile, its logo included, is the owner's to edit (as the rules and the file policy hold it): a
 * recruiter of the team sees the profile as it stands, with no form and no upload, and is told who edits it.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyProfileScreen } from '@/components/companies/company-profile-screen';
import type { Company } from '@/services/companies/companies';
import { renderWithProviders } from './render';

const companies = vi.hoisted(() => ({ getCompany: vi.fn(), updateCompany: vi.fn() }));
const members = vi.hoisted(() => ({ getOwnMembership: vi.fn() }));
vi.mock('@/services/companies/companies', () => companies);
vi.mock('@/services/companies/member-company', () => members);

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = {
  id: 'c1',
  name: 'Acme',
  timestamp: 1,
  new: false,
  logo: '/api/local/files/companies/c1/1-logo.png?token=a',
};
const membership = (role: 'owner' | 'recruiter') => ({
  uid: 'u1',
  companyId: 'c1',
  name: 'Rae',
  email: 'r@c.test',
  role,
});

const render = () =>
  renderWithProviders(<CompanyProfileScreen />, {
    preloadedState: { companies: { user: acme, isAuthenticated: true } },
  });

describe('company profile screen by role', () => {
  beforeEach(() => {
    companies.getCompany.mockResolvedValue(acme);
    companies.updateCompany.mockReset();
  });

  it('shows a recruiter the profile and logo without a form or an upload, and says the owner edits them', async () => {
    members.getOwnMembership.mockResolvedValue(membership('recruiter'));
    render();
    expect(await screen.findByText('Only the company’s owner edits the company profile and its logo.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Company profile' })).toBeNull();
    expect(screen.queryByLabelText('Logo file')).toBeNull();
  });

  it('gives the owner the form and the logo upload', async () => {
    members.getOwnMembership.mockResolvedValue(membership('owner'));
    render();
    expect(await screen.findByRole('form', { name: 'Company profile' })).toBeVisible();
    expect(screen.getByLabelText('Logo file')).toBeInTheDocument();
    expect(screen.queryByText('Only the company’s owner edits the company profile and its logo.')).toBeNull();
  });
});
