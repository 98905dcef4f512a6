/**
 * The company's team screen: the owner invites a recruiter by email (refused in words when empty, the link shown once
 * sent), revokes a pending invitation, removes a member and hands ownership over, each only after confirming; a
 * recruiter sees the team without the owner's actions.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyTeamScreen } from '@/components/companies/team-screen';
import type { Company } from '@/services/companies/companies';
import type { CompanyInvite, CompanyMember } from '@/services/schemas/company-team-constants';
import { renderWithProviders } from './render';

const team = vi.hoisted(() => ({
  listMembers: vi.fn(),
  listPendingInvites: vi.fn(),
  inviteRecruiter: vi.fn(),
  revokeInvite: vi.fn(),
  removeMember: vi.fn(),
  transferOwnership: vi.fn(),
}));
const membership = vi.hoisted(() => ({ getOwnMembership: vi.fn() }));
vi.mock('@/services/companies/company-team', () => team);
vi.mock('@/services/companies/member-company', () => membership);

vi.setConfig({ testTimeout: 30_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };
const owner: CompanyMember = {
  uid: 'c1',
  companyId: 'c1',
  role: 'owner',
  name: 'Acme Labs',
  email: 'owner@acme.test',
  joinedAt: 1,
};
const rae: CompanyMember = {
  uid: 'r1',
  companyId: 'c1',
  role: 'recruiter',
  name: 'Rae Recruiter',
  email: 'rae@acme.test',
  joinedAt: 2,
};
const invite: CompanyInvite = {
  id: 'i1',
  companyId: 'c1',
  companyName: 'Acme Labs',
  email: 'sam@acme.test',
  invitedBy: 'c1',
  status: 'pending',
  createdAt: 3,
  expiresAt: Date.now() + 86_400_000,
};

beforeEach(() => {
  team.listMembers.mockReset().mockResolvedValue([owner, rae]);
  team.listPendingInvites.mockReset().mockResolvedValue([invite]);
  team.inviteRecruiter
    .mockReset()
    .mockResolvedValue({ inviteId: 'i2', link: '/company/auth/join?token=abc&email=new%40acme.test' });
  team.revokeInvite.mockReset().mockResolvedValue({ ok: true });
  team.removeMember.mockReset().mockResolvedValue({ ok: true });
  team.transferOwnership.mockReset().mockResolvedValue({ ok: true });
  membership.getOwnMembership
    .mockReset()
    .mockResolvedValue({ uid: 'c1', companyId: 'c1', name: 'Acme Labs', role: 'owner' });
});

const renderScreen = () =>
  renderWithProviders(<CompanyTeamScreen />, { preloadedState: { companies: { user: acme, isAuthenticated: true } } });

describe('the company team screen', () => {
  it('lists the members with their roles and the pending invitations', async () => {
    renderScreen();
    const members = await screen.findByRole('list', { name: 'Team members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Acme Labs (you)'), expect.stringContaining('Rae Recruiter')]);
    expect(within(members).getByText('rae@acme.test · Recruiter')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toHaveTextContent('sam@acme.test');
    expect(team.listMembers).toHaveBeenCalledWith('c1');
  });

  it('refuses an empty invitation in words, then sends one and shows its link', async () => {
    const { user } = renderScreen();
    const field = await screen.findByLabelText('Recruiter’s email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter the recruiter’s email address.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(team.inviteRecruiter).not.toHaveBeenCalled();

    await user.type(field, 'New@Acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/company/auth/join?token=abc&email=new%40acme.test`,
    );
    // The form sends what was typed; the service and the server lower-case it (inviteInputSchema).
    expect(team.inviteRecruiter).toHaveBeenCalledWith({ email: 'New@Acme.test' });
    expect(team.listPendingInvites).toHaveBeenCalledTimes(2);
  });

  it('takes the previous link away while the next invitation is sent, so it never passes for the new one', async () => {
    const { user } = renderScreen();
    const field = await screen.findByLabelText('Recruiter’s email');
    await user.type(field, 'first@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/company/auth/join?token=abc&email=new%40acme.test`,
    );

    let answer: (value: { inviteId: string; link: string }) => void = () => undefined;
    team.inviteRecruiter.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.type(field, 'second@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(team.inviteRecruiter).toHaveBeenCalledWith({ email: 'second@acme.test' }));
    expect(screen.queryByLabelText('Invitation link')).not.toBeInTheDocument();
    answer({ inviteId: 'i3', link: '/company/auth/join?token=second' });
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/company/auth/join?token=second`,
    );
  });

  it('says why an invitation is refused, on the field', async () => {
    const { BackendError } = await import('@/services/errors');
    team.inviteRecruiter.mockRejectedValue(
      new BackendError('already-exists', 'rae@acme.test is already on your team.'),
    );
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Recruiter’s email'), 'rae@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('rae@acme.test is already on your team.')).toBeInTheDocument();
  });

  it('removes a member only after confirming; cancelling changes nothing', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Remove Rae Recruiter' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this member?' });
    expect(dialog).toHaveTextContent('lose access to your jobs, applicants and messages at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(team.removeMember).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Rae Recruiter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this member?' })).getByRole('button', {
        name: 'Remove from team',
      }),
    );
    await vi.waitFor(() => expect(team.removeMember).toHaveBeenCalledWith('r1'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(team.listMembers).toHaveBeenCalledTimes(2);
  });

  it('names each member and invitation action with its visible text in it, so speech input finds it (label in name)', async () => {
    renderScreen();
    const members = await screen.findByRole('list', { name: 'Team members' });
    const invites = await screen.findByRole('list', { name: 'Pending invitations' });
    const buttons = [...within(members).getAllByRole('button'), ...within(invites).getAllByRole('button')];
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      const visible = (button.textContent ?? '').trim().toLowerCase();
      expect((button.getAttribute('aria-label') ?? visible).toLowerCase(), visible).toContain(visible);
    }
  });

  it('hands ownership over and revokes an invitation, each after confirming', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Make owner: Rae Recruiter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make this member the owner?' })).getByRole('button', {
        name: 'Make owner',
      }),
    );
    await vi.waitFor(() => expect(team.transferOwnership).toHaveBeenCalledWith('r1'));

    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to sam@acme.test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this invitation?' })).getByRole('button', {
        name: 'Revoke invitation',
      }),
    );
    await vi.waitFor(() => expect(team.revokeInvite).toHaveBeenCalledWith('i1'));
  });

  it("shows a recruiter the team without the owner's actions", async () => {
    membership.getOwnMembership.mockResolvedValue({
      uid: 'r1',
      companyId: 'c1',
      name: 'Rae Recruiter',
      role: 'recruiter',
    });
    renderScreen();
    const members = await screen.findByRole('list', { name: 'Team members' });
    expect(within(members).getByText(/Rae Recruiter \(you\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Recruiter’s email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Make .* owner|Revoke/ })).not.toBeInTheDocument();
  });

  it('says so when the team cannot be loaded, with a retry', async () => {
    team.listMembers.mockRejectedValue(new Error('offline'));
    renderScreen();
    expect(await screen.findByText(/The team could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
