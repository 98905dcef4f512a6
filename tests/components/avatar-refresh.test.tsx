import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyProfileScreen } from '@/components/companies/company-profile-screen';
import { TalentProfileScreen } from '@/components/talents/talent-profile-screen';
import type { Company } from '@/services/companies/companies';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const talents = vi.hoisted(() => ({ getTalent: vi.fn(), updateTalent: vi.fn() }));
const companies = vi.hoisted(() => ({ getCompany: vi.fn(), updateCompany: vi.fn() }));
const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
// The company's owner: it alone edits the company profile and its logo.
const members = vi.hoisted(() => ({
  getOwnMembership: vi.fn(async () => ({ uid: 'c1', companyId: 'c1', name: 'Acme', email: 'a@c.test', role: 'owner' })),
}));
vi.mock('@/services/talents/talents', () => talents);
vi.mock('@/services/companies/companies', () => companies);
vi.mock('@/services/companies/member-company', () => members);
vi.mock('@/services/uploads', async (importOriginal) => ({ ...(await importOriginal<object>()), ...uploads }));

vi.setConfig({ testTimeout: 60_000 });

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const srcOf = (name: string) => decodeURIComponent(screen.getByRole('img', { name }).getAttribute('src') ?? '');

const ada: Talent = {
  id: 'u1',
  email: 'ada@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [],
  profile: {
    avatarUrl: '/api/local/files/uploadedFiles/u1/1-old.png?token=a',
    avatarPath: 'uploadedFiles/u1/1-old.png',
  },
};

beforeEach(() => {
  for (const fn of [...Object.values(talents), ...Object.values(companies), ...Object.values(uploads)]) fn.mockReset();
});

describe('after a new photo or logo is uploaded', () => {
  it("the talent's photo shows the new image at once", async () => {
    uploads.uploadFile.mockResolvedValue({
      path: 'uploadedFiles/u1/2-me.png',
      downloadURL: '/api/local/files/uploadedFiles/u1/2-me.png?token=b',
    });
    let stored = ada;
    talents.updateTalent.mockImplementation(async (_id: string, patch: Partial<Talent>) => {
      stored = { ...stored, ...patch };
    });
    talents.getTalent.mockImplementation(async () => stored);
    const { user } = renderWithProviders(<TalentProfileScreen />, {
      preloadedState: { talents: { user: ada, isAuthenticated: true } },
    });
    await screen.findByRole('img', { name: 'Your profile photo' });
    expect(srcOf('Your profile photo')).toContain('1-old.png');
    await user.upload(screen.getByLabelText('Profile photo file'), png());
    await waitFor(() => expect(srcOf('Your profile photo')).toContain('2-me.png'));
  });

  it("the company's logo shows the new image at once", async () => {
    const acme: Company = {
      id: 'c1',
      name: 'Acme',
      timestamp: 1,
      new: false,
      logo: '/api/local/files/uploadedFiles/c1/1-old.png?token=a',
    };
    let stored = acme;
    companies.getCompany.mockImplementation(async () => stored);
    companies.updateCompany.mockImplementation(async (_id: string, patch: Partial<Company>) => {
      stored = { ...stored, ...patch };
    });
    uploads.uploadFile.mockResolvedValue({
      path: 'uploadedFiles/c1/2-me.png',
      downloadURL: '/api/local/files/uploadedFiles/c1/2-me.png?token=b',
    });
    const { user } = renderWithProviders(<CompanyProfileScreen />, {
      preloadedState: { companies: { user: acme, isAuthenticated: true } },
    });
    await screen.findByRole('img', { name: 'Acme logo' });
    expect(srcOf('Acme logo')).toContain('1-old.png');
    await user.upload(screen.getByLabelText('Logo file'), png());
    await waitFor(() => expect(srcOf('Acme logo')).toContain('2-me.png'));
  });
});
