import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentOnboarding } from '@/components/talents/talent-onboarding';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const talents = vi.hoisted(() => ({ getTalent: vi.fn(), updateTalent: vi.fn() }));
vi.mock('@/services/talents/talents', () => talents);
vi.mock('@/services/uploads', () => ({ uploadFile: vi.fn() }));

vi.setConfig({ testTimeout: 60_000 });

const newcomer: Talent = {
  id: 'u1',
  email: 'a@b.test',
  name: 'Ada',
  availability: true,
  timestamp: 1,
  new: true,
  role: 'Web Developer',
  skills: [],
};
const signedIn = (talent: Talent) => ({ talents: { user: talent, isAuthenticated: true } });

beforeEach(() => {
  talents.getTalent.mockReset().mockResolvedValue(newcomer);
  talents.updateTalent.mockReset().mockResolvedValue(undefined);
});

describe('TalentOnboarding', () => {
  it('is not shown to a talent who is not new', () => {
    renderWithProviders(<TalentOnboarding />, { preloadedState: signedIn({ ...newcomer, new: false }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(talents.getTalent).not.toHaveBeenCalled();
  });

  it('walks through category, skills and availability, saves them, then finishing sets `new` false', async () => {
    const { user } = renderWithProviders(<TalentOnboarding />, { preloadedState: signedIn(newcomer) });
    const dialog = await screen.findByRole('dialog', { name: 'Set up your profile' });
    expect(dialog).toHaveTextContent('Step 1 of 4: Category');
    await user.selectOptions(screen.getByLabelText('Job-seeker category'), 'Copywriter');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'SEO{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Available for work'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Step 4 of 4: CV'));
    expect(talents.updateTalent).toHaveBeenCalledWith('u1', {
      role: 'Copywriter',
      skills: [{ skill: 'SEO' }],
      availability: false,
    });
    expect(screen.getByLabelText('CV file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(talents.updateTalent).toHaveBeenLastCalledWith('u1', { new: false }));
  });

  it('skipping sets `new` false without saving anything else', async () => {
    const { user } = renderWithProviders(<TalentOnboarding />, { preloadedState: signedIn(newcomer) });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(talents.updateTalent).toHaveBeenCalledTimes(1));
    expect(talents.updateTalent).toHaveBeenCalledWith('u1', { new: false });
  });
});
