import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CompanyJobPage from '@/pages/company/jobs/[jobId]/index';
import type { Company } from '@/services/companies/companies';
import { DAY, makeApplication, makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn(), closeJob: vi.fn(), reopenJob: vi.fn() }));
const lists = vi.hoisted(() => ({ listJobPipelinePage: vi.fn(), listCompanyApplications: vi.fn() }));
const bulk = vi.hoisted(() => ({ moveApplications: vi.fn() }));
const cards = vi.hoisted(() => ({ getTalentCard: vi.fn() }));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/applications/application-lists', () => lists);
vi.mock('@/services/applications/applications', () => bulk);
vi.mock('@/services/talents/talent-cards', () => cards);
vi.mock('@/services/companies/response-stats', async (actual) => ({
  ...(await actual<object>()),
  requestResponseStatsRefresh: vi.fn(),
}));

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };
const companyState = { companies: { user: acme, isAuthenticated: true } };
const now = Date.now();
const applicant = (n: number, name: string, extra = {}) =>
  makeApplication({
    id: `job1_t${n}`,
    talentId: `t${n}`,
    talentName: name,
    createdAt: now - n * DAY,
    history: [{ stage: 'applied', at: now - n * DAY, by: `t${n}` }],
    ...extra,
  });
const ada = applicant(1, 'Ada Okafor');
const bo = applicant(2, 'Bo Lin');
const cy = applicant(3, 'Cy Park');
/** Verified skills per talent: Cy has two, Bo one, Ada none. */
const VERIFIED: Record<string, string[]> = { t1: [], t2: ['SQL'], t3: ['SQL', 'Python'] };

beforeEach(() => {
  jobs.getJob.mockReset().mockResolvedValue(makeJob({ applicantCount: 3 }));
  lists.listJobPipelinePage.mockReset().mockResolvedValue({ items: [ada, bo, cy], nextCursor: null });
  bulk.moveApplications.mockReset();
  cards.getTalentCard.mockReset().mockImplementation(async (id: string) => ({
    id,
    name: id,
    availability: true,
    role: 'Web Developer',
    updatedAt: 1,
    skills: [{ skill: 'CSS' }, ...VERIFIED[id].map((skill) => ({ skill, verified: true }))],
  }));
});

const renderScreen = () =>
  renderWithProviders(<CompanyJobPage />, { preloadedState: companyState, router: { query: { jobId: 'job1' } } });
const column = (name: RegExp) => screen.getByRole('region', { name });
const names = (stage: RegExp) =>
  within(column(stage))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

/** A drag's data as the browser keeps it between dragstart and drop. */
function dataTransfer() {
  const store = new Map<string, string>();
  return {
    get types() {
      return [...store.keys()];
    },
    setData: (type: string, value: string) => void store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

describe('pipeline selection and bulk moves', () => {
  it('selects applicants by their named checkboxes and moves them at once with one message', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Okafor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy Park' }));
    const bar = screen.getByRole('region', { name: 'Selected applicants' });
    expect(within(bar).getByText('2 selected:')).toBeInTheDocument();

    bulk.moveApplications.mockResolvedValue({ moved: [ada.id, cy.id], unchanged: [] });
    await user.click(within(bar).getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants' });
    await user.click(within(dialog).getByRole('button', { name: 'Move 2 applicants' }));
    expect(await within(dialog).findByText('Choose a stage.')).toBeInTheDocument();
    expect(bulk.moveApplications).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New stage' }), 'Shortlisted');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message to each applicant (optional)' }),
      'See you soon.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move 2 applicants' }));
    await waitFor(() =>
      expect(bulk.moveApplications).toHaveBeenCalledWith({
        jobId: 'job1',
        applicationIds: [ada.id, cy.id],
        stage: 'shortlisted',
        message: 'See you soon.',
      }),
    );
    expect(await screen.findByText('2 applicants moved to Shortlisted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected applicants' })).not.toBeInTheDocument();
  });

  it('rejects the selection with a reason; when the server refuses, nothing moved and the dialog says who and why', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all in Applied' }));
    expect(
      within(screen.getByRole('region', { name: 'Selected applicants' })).getByText('3 selected:'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 applicants' });
    expect(within(dialog).queryByRole('combobox', { name: 'New stage' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3 applicants' }));
    expect(await within(dialog).findByText('Choose a reason for rejecting.')).toBeInTheDocument();

    bulk.moveApplications.mockRejectedValue(
      Object.assign(new Error('Nothing was moved: Bo Lin withdrew the application.'), { code: 'failed-precondition' }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason for rejecting' }), 'skills');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3 applicants' }));
    await waitFor(() =>
      expect(bulk.moveApplications).toHaveBeenCalledWith({
        jobId: 'job1',
        applicationIds: [ada.id, bo.id, cy.id],
        stage: 'rejected',
        reason: 'skills',
      }),
    );
    expect(await within(dialog).findByText('Nothing was moved: Bo Lin withdrew the application.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject 3 applicants' })).toBeInTheDocument();
  });

  it('starts a rejection from the kind template, which the company may edit before sending', async () => {
    bulk.moveApplications.mockResolvedValue({ moved: [ada.id], unchanged: [] });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Okafor' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ada Okafor' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason for rejecting' }), 'skills');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Start from a template (optional)' }),
      'Kind rejection',
    );
    const message = within(dialog).getByRole('textbox', { name: 'Message to each applicant (optional)' });
    expect((message as HTMLTextAreaElement).value).toMatch(
      /^Dear \{first name\}, thank you for applying to \{job\} at \{company\}/,
    );
    await user.type(message, ' Keep going!');
    await user.click(within(dialog).getByRole('button', { name: 'Reject applicant' }));
    await waitFor(() =>
      expect(bulk.moveApplications).toHaveBeenCalledWith(
        expect.objectContaining({
          stage: 'rejected',
          reason: 'skills',
          message: expect.stringMatching(/we hope to see you apply again\. We wish you every success\. Keep going!$/),
        }),
      ),
    );
  });

  it('moves a card dragged to another column with the same move; a drop on Rejected asks for the reason', async () => {
    renderScreen();
    const card = await within(await screen.findByRole('region', { name: /^Applied/ })).findByRole('listitem', {
      name: 'Bo Lin',
    });
    bulk.moveApplications.mockResolvedValue({ moved: [bo.id], unchanged: [] });
    const drag = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: drag });
    fireEvent.dragOver(column(/^Interview/), { dataTransfer: drag });
    fireEvent.drop(column(/^Interview/), { dataTransfer: drag });
    // The mutation starts its call on the next tick.
    await waitFor(() => expect(bulk.moveApplications).toHaveBeenCalled());
    expect(bulk.moveApplications).toHaveBeenCalledWith({ jobId: 'job1', applicationIds: [bo.id], stage: 'interview' });
    expect(await screen.findByText('Bo Lin moved to Interview.')).toBeInTheDocument();

    const toReject = dataTransfer();
    fireEvent.dragStart(within(column(/^Applied/)).getByRole('listitem', { name: 'Ada Okafor' }), {
      dataTransfer: toReject,
    });
    fireEvent.drop(column(/^Rejected/), { dataTransfer: toReject });
    expect(await screen.findByRole('dialog', { name: 'Reject Ada Okafor' })).toBeInTheDocument();
    expect(bulk.moveApplications).toHaveBeenCalledTimes(1);
  });

  it('keeps the Move dialog as the keyboard path, and says so on each card', async () => {
    const { user } = renderScreen();
    const card = await within(await screen.findByRole('region', { name: /^Applied/ })).findByRole('listitem', {
      name: 'Ada Okafor',
    });
    expect(
      within(card).getByText('Drag to another stage, or use the Move button to move with the keyboard.'),
    ).toHaveClass('visually-hidden');
    within(card).getByRole('button', { name: 'Move Ada Okafor' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Move Ada Okafor' })).toBeInTheDocument();
  });

  it("marks the talent's priority applications and can sort them first", async () => {
    const signalled = { ...cy, signalled: true as const };
    lists.listJobPipelinePage.mockResolvedValue({ items: [ada, bo, signalled], nextCursor: null });
    const { user } = renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Cy Park' });
    expect(within(card).getByText('Priority')).toHaveAttribute(
      'title',
      "One of the talent's 3 priority applications this month",
    );
    expect(within(screen.getByRole('listitem', { name: 'Ada Okafor' })).queryByText('Priority')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Priority applications first');
    expect(names(/^Applied/)).toEqual(['Cy Park', 'Ada Okafor', 'Bo Lin']);
  });

  it('sorts by verified skills and filters by a verified skill and by stage', async () => {
    const { user } = renderScreen();
    await screen.findByRole('listitem', { name: 'Ada Okafor' });
    expect(names(/^Applied/)).toEqual(['Ada Okafor', 'Bo Lin', 'Cy Park']);
    await screen.findByRole('option', { name: 'Python' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most verified skills');
    expect(names(/^Applied/)).toEqual(['Cy Park', 'Bo Lin', 'Ada Okafor']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verified skill' }), 'SQL');
    expect(names(/^Applied/)).toEqual(['Cy Park', 'Bo Lin']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Applied date, oldest first');
    expect(lists.listJobPipelinePage).toHaveBeenLastCalledWith({
      companyId: 'c1',
      jobId: 'job1',
      order: 'oldest',
      cursor: undefined,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Reviewing');
    expect(lists.listJobPipelinePage).toHaveBeenLastCalledWith({
      companyId: 'c1',
      jobId: 'job1',
      order: 'oldest',
      stage: 'reviewing',
      cursor: undefined,
    });
  });

  it('loads the next 50 on demand and says how many of the job’s applicants are shown', async () => {
    lists.listJobPipelinePage
      .mockResolvedValueOnce({ items: [ada, bo], nextCursor: 'next-1' })
      .mockResolvedValueOnce({ items: [cy], nextCursor: null });
    const { user } = renderScreen();
    expect(await screen.findByText('Showing 2 of 3 applicants.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load 50 more' }));
    expect(await screen.findByRole('listitem', { name: 'Cy Park' })).toBeInTheDocument();
    expect(lists.listJobPipelinePage).toHaveBeenLastCalledWith({
      companyId: 'c1',
      jobId: 'job1',
      order: 'newest',
      cursor: 'next-1',
    });
    expect(screen.queryByRole('button', { name: 'Load 50 more' })).not.toBeInTheDocument();
  });
});
