/** A company's RSVP (one per company, for its whole team) names the member who took the seat, where it is shown. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminEventsScreen } from '@/components/events/admin-events-screen';
import { CompanyEventsScreen } from '@/components/events/member-events-screen';
import type { Company } from '@/services/schemas/company';
import type { CommunityEvent, Rsvp } from '@/services/schemas/event';
import { renderWithProviders } from './render';

const events = vi.hoisted(() => ({ listAdminEvents: vi.fn(), listMemberEvents: vi.fn(), listNextEvents: vi.fn() }));
const rsvps = vi.hoisted(() => ({
  getMyRsvp: vi.fn(),
  rsvpToEvent: vi.fn(),
  cancelRsvp: vi.fn(),
  listRsvps: vi.fn(),
  exportRsvpsCsv: vi.fn(),
}));
const accounts = vi.hoisted(() => ({
  getCompanyAccount: vi.fn(),
  syncCompanyAccount: vi.fn(),
  subscribeCompanyAccount: vi.fn((id: string, onData: (account: unknown) => void) => {
    onData({ id, email: '', emailVerified: true });
    return () => undefined;
  }),
}));
vi.mock('@/services/events/events', () => events);
vi.mock('@/services/events/rsvps', () => rsvps);
vi.mock('@/services/companies/company-accounts', () => accounts);

vi.setConfig({ testTimeout: 60_000 });

const soon = Date.now() + 86_400_000;
const fair: CommunityEvent = {
  id: 'e1',
  title: 'Hiring fair',
  description: 'Meet juniors.',
  startsAt: soon,
  endsAt: soon + 3_600_000,
  timeZone: 'UTC',
  mode: 'in-person',
  audience: 'companies',
  capacity: 10,
  status: 'published',
  goingCount: 2,
  waitingCount: 0,
  createdAt: 1,
  updatedAt: 1,
};
const companyRsvp: Rsvp = {
  uid: 'c1',
  name: 'Acme Labs',
  email: 'rae@acme.test',
  memberName: 'Rae Recruiter',
  status: 'going',
  createdAt: 1,
};
const talentRsvp: Rsvp = { uid: 't1', name: 'Ada Talent', email: 'ada@x.test', status: 'going', createdAt: 2 };
const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };

beforeEach(() => {
  events.listAdminEvents.mockReset().mockResolvedValue({ items: [fair], nextCursor: null });
  events.listMemberEvents.mockReset().mockResolvedValue({ items: [fair], nextCursor: null });
  rsvps.listRsvps.mockReset().mockResolvedValue({ items: [companyRsvp, talentRsvp], nextCursor: null });
  rsvps.getMyRsvp.mockReset().mockResolvedValue(companyRsvp);
});

describe("a company's RSVP", () => {
  it("shows the administrator the company and the member who RSVPed for it; a talent's RSVP names only the talent", async () => {
    const admin = {
      admins: { user: { id: 'a1', name: 'Root', email: 'root@b.test' }, isAuthenticated: true },
    } as never;
    const { user } = renderWithProviders(<AdminEventsScreen />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'RSVPs: Hiring fair' }));
    const going = await within(screen.getByRole('dialog', { name: 'RSVPs: Hiring fair' })).findByRole('list', {
      name: 'Going',
    });
    const [company, talent] = within(going).getAllByRole('listitem');
    expect(company).toHaveTextContent('Acme Labs · RSVPed by Rae Recruiter rae@acme.test');
    expect(talent).toHaveTextContent('Ada Talent ada@x.test');
    expect(talent).not.toHaveTextContent('RSVPed by');
  });

  it("tells the company's team who took the company's seat", async () => {
    renderWithProviders(<CompanyEventsScreen />, {
      preloadedState: { companies: { user: acme, isAuthenticated: true } } as never,
    });
    const card = await screen.findByRole('article', { name: 'Hiring fair' });
    expect(await within(card).findByRole('status')).toHaveTextContent('You’re going.');
    expect(within(card).getByText('RSVPed by Rae Recruiter.')).toBeInTheDocument();
    expect(rsvps.getMyRsvp).toHaveBeenCalledWith('e1', 'c1');
  });
});
