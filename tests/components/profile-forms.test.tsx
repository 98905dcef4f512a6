import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyProfileForm } from '@/components/companies/company-profile-form';
import { TalentProfileForm } from '@/components/talents/talent-profile-form';
import { BackendError } from '@/services/backend/types';
import type { Company } from '@/services/companies/companies';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const talents = vi.hoisted(() => ({ getTalent: vi.fn(), updateTalent: vi.fn() }));
const companies = vi.hoisted(() => ({ getCompany: vi.fn(), updateCompany: vi.fn() }));
vi.mock('@/services/talents/talents', () => talents);
vi.mock('@/services/companies/companies', () => companies);

vi.setConfig({ testTimeout: 60_000 });

const ada: Talent = {
  id: 'u1',
  email: 'ada@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [{ skill: 'SQL', verified: true }],
  profile: { headline: 'Dev', avatarUrl: '/api/local/files/a.png?token=t' },
};
const acme: Company = { id: 'c1', name: 'Acme', timestamp: 1, new: true, size: '1001 - 5000' };

beforeEach(() => {
  talents.updateTalent.mockReset();
  companies.updateCompany.mockReset();
});

describe('TalentProfileForm', () => {
  it('shows each problem under its field and writes nothing', async () => {
    const { user } = renderWithProviders(<TalentProfileForm talent={ada} />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Portfolio'), 'my-site');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name'));
    expect(screen.getByLabelText('Portfolio')).toHaveAccessibleDescription(
      'Portfolio must be a web address starting with https://',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(talents.updateTalent).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    talents.updateTalent.mockRejectedValue(new BackendError('unavailable', 'The server could not be reached'));
    const { user } = renderWithProviders(<TalentProfileForm talent={ada} />);
    await user.type(screen.getByLabelText('Location'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('Experience'), '3 - 5 years');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Python{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your changes were not saved: The server could not be reached')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Lagos');
    expect(screen.getByLabelText('Experience')).toHaveValue('3 - 5 years');
    expect(screen.getByRole('button', { name: 'Remove Python' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('saves the profile with its country from the list, keeping the verified skill and the photo', async () => {
    let finish: () => void = () => undefined;
    talents.updateTalent.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<TalentProfileForm talent={ada} />);
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
    expect(talents.updateTalent).toHaveBeenCalledWith('u1', {
      name: 'Ada Okafor',
      role: 'Web Developer',
      availability: true,
      skills: [{ skill: 'SQL', verified: true }, { skill: 'Go' }],
      profile: { headline: 'Dev', avatarUrl: '/api/local/files/a.png?token=t', gender: 'Female', country: 'NG' },
      workHistory: [],
      education: [],
    });
  });
});

describe('CompanyProfileForm', () => {
  it('shows "1001 - 5000" and names a malformed social link', async () => {
    const { user } = renderWithProviders(<CompanyProfileForm company={acme} />);
    expect(screen.getByLabelText('Company size')).toHaveValue('1001 - 5000');
    await user.type(screen.getByLabelText('LinkedIn'), 'linkedin.com/acme');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('LinkedIn')).toHaveAccessibleDescription(
        'LinkedIn must be a web address starting with https://',
      ),
    );
    expect(companies.updateCompany).not.toHaveBeenCalled();
  });

  it('keeps the input when the save is refused, and saves industries chosen from the tags', async () => {
    companies.updateCompany.mockRejectedValueOnce(
      new BackendError('permission-denied', 'Missing or insufficient permissions.'),
    );
    const { user } = renderWithProviders(<CompanyProfileForm company={acme} />);
    await user.type(screen.getByLabelText('About'), 'We build things.');
    await user.click(screen.getByRole('checkbox', { name: 'Web Design' }));
    await user.click(screen.getByRole('checkbox', { name: 'NFT' }));
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText(/Missing or insufficient permissions/)).toBeInTheDocument();
    expect(screen.getByLabelText('About')).toHaveValue('We build things.');
    expect(screen.getByRole('checkbox', { name: 'Web Design' })).toBeChecked();
    companies.updateCompany.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(companies.updateCompany).toHaveBeenCalledTimes(2));
    expect(companies.updateCompany).toHaveBeenLastCalledWith('c1', {
      name: 'Acme',
      about: 'We build things.',
      industries: ['NFT', 'Web Design'],
      socials: {},
      size: '1001 - 5000',
    });
  });
});
