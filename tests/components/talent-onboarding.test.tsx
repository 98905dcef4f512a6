import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentOnboarding } from '@/components/talents/talent-onboarding';
import type { Student } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const students = vi.hoisted(() => ({ getStudent: vi.fn(), updateStudent: vi.fn() }));
vi.mock('@/services/talents/talents', () => students);
vi.mock('@/services/uploads', () => ({ uploadFile: vi.fn() }));

vi.setConfig({ testTimeout: 60_000 });

const newcomer: Student = {
  id: 'u1',
  email: 'a@b.test',
  name: 'Ada',
  availability: true,
  timestamp: 1,
  new: true,
  role: 'Web Developer',
  skills: [],
};
const signedIn = (talent: Student) => ({ talents: { user: talent, isAuthenticated: true } });

beforeEach(() => {
  students.getStudent.mockReset().mockResolvedValue(newcomer);
  students.updateStudent.mockReset().mockResolvedValue(undefined);
});

describe('TalentOnboarding', () => {
  it('is not shown to a talent who is not new', () => {
    renderWithProviders(<TalentOnboarding />, { preloadedState: signedIn({ ...newcomer, new: false }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(students.getStudent).not.toHaveBeenCalled();
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
    expect(students.updateStudent).toHaveBeenCalledWith('u1', {
      role: 'Copywriter',
      skills: [{ skill: 'SEO' }],
      availability: false,
    });
    expect(screen.getByLabelText('CV file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(students.updateStudent).toHaveBeenLastCalledWith('u1', { new: false }));
  });

  it('skipping sets `new` false without saving anything else', async () => {
    const { user } = renderWithProviders(<TalentOnboarding />, { preloadedState: signedIn(newcomer) });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(students.updateStudent).toHaveBeenCalledTimes(1));
    expect(students.updateStudent).toHaveBeenCalledWith('u1', { new: false });
  });
});
