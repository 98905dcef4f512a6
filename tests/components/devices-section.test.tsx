import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DevicesSection } from '@/components/account/devices-section';
import type { Device } from '@/services/converters/device-converter';
import { renderWithProviders } from './render';

const devices = vi.hoisted(() => ({
  listDevices: vi.fn(),
  signOutDevice: vi.fn(),
  signOutEverywhere: vi.fn(),
  deviceSeen: vi.fn(),
  watchThisDevice: vi.fn(),
}));
vi.mock('@/services/account/devices', () => devices);
vi.mock('@/services/account/device-id', () => ({ deviceId: () => 'this-device-0000000' }));
const session = vi.hoisted(() => ({ logout: vi.fn() }));
vi.mock('@/services/account/session', () => session);

vi.setConfig({ testTimeout: 30_000 });

const at = Date.UTC(2026, 11, 7, 12, 0);
const device = (id: string, extra: Partial<Device> = {}): Device => ({
  device: id,
  browser: 'Chrome 131',
  os: 'Windows',
  place: null,
  signedInAt: at,
  lastActive: at,
  endedAt: null,
  ...extra,
});

beforeEach(() => {
  vi.clearAllMocks();
  devices.listDevices.mockResolvedValue([
    device('this-device-0000000'),
    device('phone-device-000000', { browser: 'Safari 18', os: 'iOS', place: 'Kenya' }),
    device('old-device-00000000', { browser: 'Firefox 120', os: 'Linux', endedAt: at }),
  ]);
  devices.signOutDevice.mockResolvedValue(undefined);
  devices.signOutEverywhere.mockResolvedValue(3);
  session.logout.mockResolvedValue(undefined);
});

describe('signed-in devices', () => {
  it('lists the devices still signed in, marks this one, and says when the place is unknown', async () => {
    renderWithProviders(<DevicesSection role="talent" uid="u1" />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const mine = within(list).getByRole('listitem', { name: 'Chrome 131 on Windows' });
    expect(mine).toHaveTextContent('(This device)');
    expect(mine).toHaveTextContent('Unknown place');
    expect(within(list).getByRole('listitem', { name: 'Safari 18 on iOS' })).toHaveTextContent('Kenya');
    // A device signed out earlier is not offered again.
    expect(within(list).queryByRole('listitem', { name: 'Firefox 120 on Linux' })).not.toBeInTheDocument();
    // This device leaves with "Log out", not with a per-device button.
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(devices.listDevices).toHaveBeenCalledWith('u1');
  });

  it('signs out another device and reloads the list', async () => {
    const { user } = renderWithProviders(<DevicesSection role="talent" uid="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS' }));
    await waitFor(() => expect(devices.signOutDevice).toHaveBeenCalledWith('phone-device-000000'));
    await waitFor(() => expect(devices.listDevices).toHaveBeenCalledTimes(2));
  });

  it('asks before signing out everywhere, then signs this browser out too', async () => {
    const { user } = renderWithProviders(<DevicesSection role="company" uid="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(devices.signOutEverywhere).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await waitFor(() => expect(devices.signOutEverywhere).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(session.logout).toHaveBeenCalledTimes(1));
  });
});
