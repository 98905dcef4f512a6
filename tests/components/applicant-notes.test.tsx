/**
 * The company's private notes and ratings on an applicant, on the job's pipeline: the average on each card (read
 * once for the job), and in the applicant's profile dialog the member's rating (a labelled radio group), the notes
 * with author and time, adding one through the schema-driven form, editing and deleting only one's own (after a
 * confirmation).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CompanyJobPage from '@/pages/company/jobs/[jobId]/index';
import type { Company } from '@/services/companies/companies';
import type { ApplicantNote } from '@/services/schemas/applicant-notes';
import { makeApplication, makeJob, talent } from './jobs-fixtures';
import { renderWithProviders } from './render';

const jobs = vi.hoisted(() => ({ getJob: vi.fn() }));
const lists = vi.hoisted(() => ({ listJobPipelinePage: vi.fn(), listCompanyApplications: vi.fn() }));
const cards = vi.hoisted(() => ({ getTalentCard: vi.fn() }));
const notes = vi.hoisted(() => ({
  listApplicantNotes: vi.fn(),
  addApplicantNote: vi.fn(),
  editApplicantNote: vi.fn(),
  deleteApplicantNote: vi.fn(),
}));
const ratings = vi.hoisted(() => ({ getJobRatings: vi.fn(), getOwnRating: vi.fn(), rateApplicant: vi.fn() }));
vi.mock('@/services/jobs/jobs', () => jobs);
vi.mock('@/services/applications/application-lists', () => lists);
vi.mock('@/services/applications/applications', () => ({ moveApplications: vi.fn() }));
vi.mock('@/services/talents/talent-cards', () => cards);
vi.mock('@/services/applications/applicant-notes', () => notes);
vi.mock('@/services/applications/applicant-ratings', () => ratings);
// The member writing: the company's owner, unless a test says a recruiter.
const membership = vi.hoisted(() => ({ getOwnMembership: vi.fn() }));
vi.mock('@/services/companies/member-company', () => membership);

vi.setConfig({ testTimeout: 60_000 });

const acme: Company = { id: 'c1', name: 'Acme Labs', timestamp: 1, new: false };
const ada = makeApplication();
const bo = makeApplication({ id: 'job1_t2', talentId: 't2', talentName: 'Bo Lin' });
const now = Date.now();
const note = (extra: Partial<ApplicantNote>): ApplicantNote => ({
  id: 'n1',
  applicationId: ada.id,
  jobId: 'job1',
  companyId: 'c1',
  authorId: 'c1',
  authorName: 'Acme Labs',
  text: 'Strong portfolio.',
  createdAt: now - 5 * 60_000,
  updatedAt: now - 5 * 60_000,
  ...extra,
});

beforeEach(() => {
  jobs.getJob.mockReset().mockResolvedValue(makeJob());
  lists.listJobPipelinePage.mockReset().mockResolvedValue({ items: [ada, bo], nextCursor: null });
  cards.getTalentCard.mockReset().mockResolvedValue({
    id: 't1',
    name: talent.name,
    availability: true,
    role: talent.role,
    skills: [],
    updatedAt: 1,
  });
  notes.listApplicantNotes.mockReset().mockResolvedValue([
    note({}),
    note({
      id: 'n2',
      authorId: 'recruiter-2',
      authorName: 'Sam Recruiter',
      text: 'Ask about availability.',
      createdAt: Date.UTC(2026, 0, 5, 9, 30),
      updatedAt: Date.UTC(2026, 0, 5, 9, 30),
    }),
  ]);
  notes.addApplicantNote.mockReset().mockResolvedValue('n3');
  notes.editApplicantNote.mockReset().mockResolvedValue(undefined);
  notes.deleteApplicantNote.mockReset().mockResolvedValue(undefined);
  ratings.getJobRatings.mockReset().mockResolvedValue({ [ada.id]: { sum: 7, count: 2 } });
  ratings.getOwnRating.mockReset().mockResolvedValue(null);
  ratings.rateApplicant.mockReset().mockResolvedValue(undefined);
  membership.getOwnMembership
    .mockReset()
    .mockResolvedValue({ uid: 'c1', companyId: 'c1', name: 'Acme Labs', role: 'owner' });
});

const renderScreen = () =>
  renderWithProviders(<CompanyJobPage />, {
    preloadedState: { companies: { user: acme, isAuthenticated: true } },
    router: { query: { jobId: 'job1' } },
  });

async function openNotes() {
  const rendered = renderScreen();
  await rendered.user.click(await screen.findByRole('button', { name: 'View profile of Ada Okafor' }));
  const dialog = screen.getByRole('dialog', { name: 'Ada Okafor' });
  await within(dialog).findByRole('region', { name: 'Notes and rating' });
  // The rating and the note form come once the signed-in member is known (they name it).
  await within(dialog).findByRole('group', { name: 'Your rating' });
  return { ...rendered, dialog };
}

describe('applicant ratings on the pipeline', () => {
  it('shows the average and the number of ratings on a rated card only, read once for the job', async () => {
    renderScreen();
    const adaCard = await screen.findByRole('listitem', { name: 'Ada Okafor' });
    expect(await within(adaCard).findByText('3.5 ★ (2)')).toHaveAttribute('aria-hidden', 'true');
    expect(within(adaCard).getByText('Average rating 3.5 out of 4 from 2 ratings')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Bo Lin' })).queryByText(/★/)).not.toBeInTheDocument();
    expect(ratings.getJobRatings).toHaveBeenCalledTimes(1);
    expect(ratings.getJobRatings).toHaveBeenCalledWith('job1');
  });

  it('still shows the pipeline when the averages cannot be read', async () => {
    ratings.getJobRatings.mockRejectedValue(new Error('offline'));
    renderScreen();
    expect(await screen.findByRole('listitem', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });

  it('rates from a labelled radio group, by keyboard too, and refreshes the averages', async () => {
    ratings.getOwnRating.mockResolvedValue(2);
    const { user, dialog } = await openNotes();
    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    expect(await within(group).findByRole('radio', { name: '2 – Maybe' })).toBeChecked();

    // Space on a focused choice picks it (arrow keys between choices are the browser's: the e2e spec presses them).
    const good = within(group).getByRole('radio', { name: '3 – Good' });
    good.focus();
    await user.keyboard(' ');
    expect(good).toBeChecked();
    expect(ratings.rateApplicant).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({ id: ada.id, jobId: 'job1', companyId: 'c1' }),
      3,
    );
    await vi.waitFor(() => expect(ratings.getJobRatings).toHaveBeenCalledTimes(2));
  });

  it('shows the choice checked from the click itself, while the save is still on its way', async () => {
    let save: () => void = () => undefined;
    ratings.rateApplicant.mockImplementation(() => new Promise<void>((resolve) => (save = resolve)));
    const { dialog } = await openNotes();
    const fit = await within(dialog).findByRole('radio', { name: '1 – Not a fit' });
    // A plain click, checked at once: the query library tells React of the pending save only on a later task.
    fireEvent.click(fit);
    expect(fit).toBeChecked();
    await vi.waitFor(() => expect(ratings.rateApplicant).toHaveBeenCalled());
    expect(fit).toBeChecked();
    save();
    await vi.waitFor(() => expect(ratings.getJobRatings).toHaveBeenCalledTimes(2));
    expect(fit).toBeChecked();
  });

  it('puts the previous rating back and says so when the rating is refused', async () => {
    ratings.getOwnRating.mockResolvedValue(4);
    ratings.rateApplicant.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, dialog } = await openNotes();
    await user.click(await within(dialog).findByRole('radio', { name: '1 – Not a fit' }));
    expect(await within(dialog).findByText(/The rating was not saved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '4 – Excellent' })).toBeChecked();
  });
});

describe('applicant notes', () => {
  it("lists every note with its author and time, newest first, with Edit and Delete on one's own only", async () => {
    const { dialog } = await openNotes();
    const list = await within(dialog).findByRole('list', { name: 'Notes on Ada Okafor' });
    const [own, other] = within(list).getAllByRole('listitem');
    expect(own).toHaveAccessibleName('Note by Acme Labs');
    expect(within(own).getByText('5 min ago').tagName).toBe('TIME');
    expect(within(own).getByRole('button', { name: /^Edit note from/ })).toBeInTheDocument();
    expect(other).toHaveAccessibleName('Note by Sam Recruiter');
    expect(within(other).getByText('5 Jan 2026')).toHaveAttribute('dateTime', '2026-01-05T09:30:00.000Z');
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
    expect(notes.listApplicantNotes).toHaveBeenCalledWith('c1', ada.id);
  });

  it("refuses an empty note in words and focuses the field, then adds the note under the member's name", async () => {
    const { user, dialog } = await openNotes();
    const field = within(dialog).getByRole('textbox', { name: 'Add a note' });
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Write the note first.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(notes.addApplicantNote).not.toHaveBeenCalled();

    await user.type(field, '  Call back on Monday.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    // The form sends what was typed; the service trims it (tests/backend/applicant-notes.test.ts).
    await vi.waitFor(() =>
      expect(notes.addApplicantNote).toHaveBeenCalledWith(
        { uid: 'c1', name: 'Acme Labs' },
        expect.objectContaining({ id: ada.id }),
        { text: '  Call back on Monday.  ' },
      ),
    );
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(notes.listApplicantNotes).toHaveBeenCalledTimes(2);
  });

  it("lets a recruiter of the company add a note under its own name, not the company's", async () => {
    membership.getOwnMembership.mockResolvedValue({
      uid: 'recruiter-2',
      companyId: 'c1',
      name: 'Sam Recruiter',
      role: 'recruiter',
    });
    const { user, dialog } = await openNotes();
    // Its own note is the one it may edit; the owner's is not.
    const mine = await within(dialog).findByRole('listitem', { name: 'Note by Sam Recruiter' });
    expect(await within(mine).findByRole('button', { name: /^Edit note from/ })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Note by Acme Labs' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), 'Second round?');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() =>
      expect(notes.addApplicantNote).toHaveBeenCalledWith(
        { uid: 'recruiter-2', name: 'Sam Recruiter' },
        expect.objectContaining({ id: ada.id }),
        { text: 'Second round?' },
      ),
    );
  });

  it('keeps the text and says why when the note is refused', async () => {
    notes.addApplicantNote.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, dialog } = await openNotes();
    const field = within(dialog).getByRole('textbox', { name: 'Add a note' });
    await user.type(field, 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText(/The note was not saved/)).toBeInTheDocument();
    expect(field).toHaveValue('Keep me');
  });

  it('edits its own note', async () => {
    const { user, dialog } = await openNotes();
    await user.click(await within(dialog).findByRole('button', { name: /^Edit note from/ }));
    const field = within(dialog).getByRole('textbox', { name: 'Edit note' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Portfolio checked.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(notes.editApplicantNote).toHaveBeenCalledWith('n1', { text: 'Portfolio checked.' }));
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument(),
    );
  });

  it('deletes its own note only after confirming', async () => {
    const { user, dialog } = await openNotes();
    await user.click(await within(dialog).findByRole('button', { name: /^Delete note from/ }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm deleting this note' });
    expect(within(confirm).getByRole('button', { name: 'Delete note' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(notes.deleteApplicantNote).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /^Delete note from/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    await vi.waitFor(() => expect(notes.deleteApplicantNote).toHaveBeenCalledWith('n1'));
  });
});
