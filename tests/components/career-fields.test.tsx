/**
 * The work history and education lists of the talent profile form (the form binding's FormList): add, edit, remove
 * and reorder with named buttons, focus that follows, the schema's messages under the fields, and the save.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentProfileForm } from '@/components/talents/talent-profile-form';
import { ValidationError } from '@/services/errors';
import type { WorkEntry } from '@/services/schemas/profile-entries';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const talents = vi.hoisted(() => ({ getTalent: vi.fn(), updateTalent: vi.fn() }));
vi.mock('@/services/talents/talents', () => talents);

vi.setConfig({ testTimeout: 60_000 });

const work = (organisation: string, extra: Partial<WorkEntry> = {}): WorkEntry => ({
  organisation,
  title: 'Designer',
  start: '2021-01',
  end: '2022-01',
  description: '',
  ...extra,
});
const talent = (extra: Partial<Talent> = {}): Talent => ({
  id: 'u1',
  email: 'ada@b.test',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1,
  new: false,
  role: 'Web Developer',
  skills: [],
  ...extra,
});

const entry = (n: number) => screen.getByRole('group', { name: `Work entry ${n}` });
const save = () => screen.getByRole('button', { name: 'Save profile' });
const setMonth = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  talents.updateTalent.mockReset();
  talents.updateTalent.mockResolvedValue(undefined);
});

describe('work history in the talent profile form', () => {
  it('adds an entry, focuses its first field, and saves what was typed', async () => {
    const { user } = renderWithProviders(<TalentProfileForm talent={talent()} />);
    expect(screen.getByText(/No work entries yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a work entry' }));
    const first = within(entry(1)).getByLabelText('Company or organisation');
    expect(first).toHaveFocus();
    await user.type(first, 'Acme');
    await user.type(within(entry(1)).getByLabelText('Job title'), 'Product Designer');
    setMonth(within(entry(1)).getByLabelText('Start month'), '2022-03');
    await user.click(within(entry(1)).getByRole('checkbox', { name: 'Ongoing' }));
    expect(within(entry(1)).queryByLabelText('End month')).toBeNull();
    await user.click(save());
    await waitFor(() => expect(talents.updateTalent).toHaveBeenCalledTimes(1));
    expect(talents.updateTalent.mock.calls[0][1].workHistory).toEqual([
      { organisation: 'Acme', title: 'Product Designer', start: '2022-03', end: 'present', description: '' },
    ]);
  });

  it('shows the schema messages under the entry fields, focuses the first, and writes nothing', async () => {
    const { user } = renderWithProviders(<TalentProfileForm talent={talent()} />);
    await user.click(screen.getByRole('button', { name: 'Add a work entry' }));
    setMonth(within(entry(1)).getByLabelText('Start month'), '2024-05');
    setMonth(within(entry(1)).getByLabelText('End month'), '2023-01');
    await user.click(save());
    const organisation = within(entry(1)).getByLabelText('Company or organisation');
    await waitFor(() => expect(organisation).toHaveAccessibleDescription('Enter the company or organisation'));
    expect(organisation).toHaveFocus();
    expect(within(entry(1)).getByLabelText('Job title')).toHaveAccessibleDescription('Enter the job title');
    expect(within(entry(1)).getByLabelText('End month')).toHaveAccessibleDescription(
      'The end month cannot be before the start month',
    );
    expect(talents.updateTalent).not.toHaveBeenCalled();
  });

  it('reorders with Move up / Move down, keeping focus on the moved entry', async () => {
    const { user } = renderWithProviders(
      <TalentProfileForm talent={talent({ workHistory: [work('Acme'), work('Globex')] })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Move down work entry 1' }));
    expect(within(entry(1)).getByLabelText('Company or organisation')).toHaveValue('Globex');
    expect(within(entry(2)).getByLabelText('Company or organisation')).toHaveValue('Acme');
    // At the bottom, Move down is disabled: focus lands on the entry's other move button.
    expect(screen.getByRole('button', { name: 'Move up work entry 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move down work entry 2' })).toBeDisabled();
    expect(screen.getByText('Work entry moved to position 2 of 2.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(entry(1)).getByLabelText('Company or organisation')).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Move down work entry 1' })).toHaveFocus();
    await user.click(save());
    await waitFor(() => expect(talents.updateTalent).toHaveBeenCalledTimes(1));
    expect(talents.updateTalent.mock.calls[0][1].workHistory.map((e: WorkEntry) => e.organisation)).toEqual([
      'Acme',
      'Globex',
    ]);
  });

  it('removes entries, moving focus to the entry that took the place, then to Add', async () => {
    const { user } = renderWithProviders(
      <TalentProfileForm talent={talent({ workHistory: [work('Acme'), work('Globex')] })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove work entry 1' }));
    expect(entry(1)).toHaveFocus();
    expect(within(entry(1)).getByLabelText('Company or organisation')).toHaveValue('Globex');
    expect(screen.queryByRole('group', { name: 'Work entry 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove work entry 1' }));
    expect(screen.getByRole('button', { name: 'Add a work entry' })).toHaveFocus();
    await user.click(save());
    await waitFor(() => expect(talents.updateTalent).toHaveBeenCalledTimes(1));
    expect(talents.updateTalent.mock.calls[0][1].workHistory).toEqual([]);
  });

  it('stops adding at the bound', () => {
    renderWithProviders(
      <TalentProfileForm talent={talent({ workHistory: Array.from({ length: 5 }, (_, i) => work(`Org ${i}`)) })} />,
    );
    expect(screen.getByRole('button', { name: 'Add a work entry' })).toBeDisabled();
    expect(screen.getByText(/At most 5\./)).toBeInTheDocument();
  });

  it('shows the server refusal of an entry field on that field', async () => {
    talents.updateTalent.mockRejectedValue(
      new ValidationError([{ field: 'education.0.end', message: 'The end month cannot be before the start month' }]),
    );
    const school = { organisation: 'Uni', degree: 'BSc', start: '2020-01', end: '2021-01', description: '' };
    const { user } = renderWithProviders(<TalentProfileForm talent={talent({ education: [school] })} />);
    await user.click(save());
    const end = within(screen.getByRole('group', { name: 'Education entry 1' })).getByLabelText('End month');
    await waitFor(() => expect(end).toHaveAccessibleDescription('The end month cannot be before the start month'));
    expect(end).toHaveValue('2021-01');
  });
});
