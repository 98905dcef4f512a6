/** The job form's screens as a company sees them, and a valid job typed into the form. */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { renderWithProviders } from './render';

export const companyState = {
  companies: { user: { id: 'c1', email: 'c@b.test', name: 'Acme', timestamp: 1, new: false }, isAuthenticated: true },
};

/** The job service as the form's tests replace it (`vi.mock('@/services/jobs/jobs', ...)` hands this out). */
export const jobs = {
  createJob: vi.fn(),
  updateJob: vi.fn(),
  getJob: vi.fn(),
  closeJob: vi.fn(),
  reopenJob: vi.fn(),
};

export type User = ReturnType<typeof renderWithProviders>['user'];

/** Every required field of a valid job, in the given work mode (remote by default: no place needed). */
export async function fillValidJob(user: User, workMode = 'remote') {
  await user.type(screen.getByLabelText('Job title'), 'Frontend intern');
  await user.type(screen.getByLabelText('Description'), 'Build the marketplace UI.');
  await user.selectOptions(screen.getByLabelText('Job category'), 'Web & Mobile Dev');
  await user.selectOptions(screen.getByLabelText('Level'), 'Internship');
  await user.selectOptions(screen.getByLabelText('Work mode'), workMode);
  await user.selectOptions(screen.getByLabelText('Employment type'), 'Internship');
  await user.selectOptions(screen.getByLabelText('Experience'), 'No experience');
  await user.type(screen.getByLabelText('Salary minimum'), '500');
  await user.type(screen.getByLabelText('Salary maximum'), '800');
  // Openings start at 1; the fill-by date is a month ahead.
  fireEvent.change(screen.getByLabelText('Fill by'), { target: { value: FILL_BY } });
}

/** A month from now, as the date input gives it. */
export const FILL_BY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export const post = (user: User) => user.click(screen.getByRole('button', { name: 'Post job' }));
