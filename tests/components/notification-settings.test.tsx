import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanySettingsScreen, TalentSettingsScreen } from '@/components/account/settings-screen';
import { BackendError } from '@/services/backend/types';
import type { Company } from '@/services/companies/companies';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const service = vi.hoisted(() => ({ getNotificationSettings: vi.fn(), saveNotificationSettings: vi.fn() }));
vi.mock('@/services/account/notification-settings', () => service);
vi.mock('@/components/account/delete-account-section', () => ({ DeleteAccountSection: () => null }));
const membership = vi.hoisted(() => ({ getOwnMembership: vi.fn() }));
vi.mock('@/services/companies/member-company', () => membership);

vi.setConfig({ testTimeout: 60_000 });

const ada: Talent = {
  id: 'u1',
  email: 'ada@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [],
};
const acme: Company = { id: 'c1', name: 'Acme', timestamp: 1, new: false };

const renderTalent = () =>
  renderWithProviders(<TalentSettingsScreen />, {
    preloadedState: { talents: { user: ada, isAuthenticated: true } } as never,
  });
const renderCompany = () =>
  renderWithProviders(<CompanySettingsScreen />, {
    preloadedState: { companies: { user: acme, isAuthenticated: true } } as never,
  });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
// A company's section shows once its membership (whose settings they are) is read.
const control = async (label: string) =>
  within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('combobox', { name: label });

beforeEach(() => {
  service.getNotificationSettings.mockReset();
  service.saveNotificationSettings.mockReset();
  membership.getOwnMembership
    .mockReset()
    .mockResolvedValue({ uid: 'c1', companyId: 'c1', name: 'Acme', email: 'owner@acme.test', role: 'owner' });
});

describe('notification settings', () => {
  it('lists one labelled control per kind a talent receives, showing the stored choice or the default', async () => {
    service.getNotificationSettings.mockResolvedValue({ messages: 'off' });
    renderTalent();
    expect(await control('Messages and message requests')).toHaveValue('off');
    expect(await control('Applications: your stage changes')).toHaveValue('app-email');
    // Saved jobs closing soon were announced in the bell only before these settings existed.
    expect(await control('Saved jobs closing soon')).toHaveValue('app');
    const labels = within(notifications())
      .getAllByRole('combobox')
      .map((select) => select.getAttribute('name'));
    expect(labels).toEqual([
      'applications',
      'messages',
      'interviews',
      'events',
      'job-alerts',
      'saved-jobs',
      'assessments',
      'announcements',
    ]);
    const options = within(await control('Interviews'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose where it goes', 'In app and email', 'In app only', 'Off']);
  });

  it('gives companies only their kinds, new applicants first', async () => {
    service.getNotificationSettings.mockResolvedValue({});
    renderCompany();
    await control('Applications: new applicants');
    expect(
      within(notifications())
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('name')),
    ).toEqual(['applications', 'messages', 'interviews', 'events', 'announcements']);
  });

  it('saves every kind with the keyboard and confirms it', async () => {
    service.getNotificationSettings.mockResolvedValue({});
    service.saveNotificationSettings.mockResolvedValue(undefined);
    const { user } = renderCompany();
    await user.selectOptions(await control('Events: reminders, seats and cancellations'), 'In app only');
    await user.selectOptions(await control('Messages and message requests'), 'Off');
    const save = within(notifications()).getByRole('button', { name: 'Save notification settings' });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(service.saveNotificationSettings).toHaveBeenCalledWith('c1', {
        applications: 'app-email',
        messages: 'off',
        interviews: 'app-email',
        events: 'app',
        announcements: 'app-email',
      }),
    );
    expect(await within(notifications()).findByRole('status')).toHaveTextContent('Notification settings saved.');
  });

  it("saves a recruiter's own settings, not the company account's", async () => {
    membership.getOwnMembership.mockResolvedValue({
      uid: 'r1',
      companyId: 'c1',
      name: 'Rae',
      email: 'rae@acme.test',
      role: 'recruiter',
    });
    service.getNotificationSettings.mockResolvedValue({});
    service.saveNotificationSettings.mockResolvedValue(undefined);
    const { user } = renderCompany();
    await user.selectOptions(await control('Messages and message requests'), 'Off');
    await user.click(within(notifications()).getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() =>
      expect(service.saveNotificationSettings).toHaveBeenCalledWith('r1', expect.objectContaining({ messages: 'off' })),
    );
    expect(service.getNotificationSettings).toHaveBeenCalledWith('r1');
  });

  it('keeps the choices and says so when the save fails', async () => {
    service.getNotificationSettings.mockResolvedValue({});
    service.saveNotificationSettings.mockRejectedValue(new BackendError('unavailable', 'offline'));
    const { user } = renderTalent();
    await user.selectOptions(await control('Announcements from the team'), 'Off');
    await user.click(within(notifications()).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(notifications()).findByRole('alert')).toHaveTextContent(
      'Not saved. We could not reach the server.',
    );
    expect(await control('Announcements from the team')).toHaveValue('off');
    expect(within(notifications()).getByRole('status')).toHaveTextContent('');
  });

  it('says when the settings could not be loaded and tries again on request', async () => {
    service.getNotificationSettings.mockRejectedValue(new BackendError('unavailable', 'offline'));
    const { user } = renderTalent();
    const retry = await within(notifications()).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    service.getNotificationSettings.mockResolvedValue({});
    await user.click(retry);
    expect(await control('Interviews')).toHaveValue('app-email');
  });
});
