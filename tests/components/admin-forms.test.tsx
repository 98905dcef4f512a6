/**
 * The back office's forms speak to people: every rule comes from the schema the server validates with, but the
 * words are written for the field ("Give the resource a title."), never zod's ("Too small: expected string…"),
 * and a failed save puts focus on the first field to fix, scrolled into view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AssessmentDetailsForm, EMPTY_ASSESSMENT } from '@/components/assessments/assessment-details-form';
import { EMPTY_QUESTION, QuestionEditor } from '@/components/assessments/question-editor';
import { ResourceFormDialog } from '@/components/resources/resource-form';
import { renderWithProviders } from './render';

vi.setConfig({ testTimeout: 60_000 });

const RAW_ZOD = /Too small|Too big|expected (string|number|array)|Invalid input/;
let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolled = vi.fn();
  HTMLElement.prototype.scrollIntoView = scrolled as never;
});

describe('the resource form', () => {
  it('says what each empty field needs, in words, and focuses the title', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<ResourceFormDialog onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add resource' });
    await user.click(within(dialog).getByRole('button', { name: 'Add resource' }));

    expect(await within(dialog).findByText('Give the resource a title.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription(
      'Enter the full link, starting with https:// (or http://).',
    );
    expect(within(dialog).getByText('Add at least one skill')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(RAW_ZOD);
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves what passes the schema, and shows the server refusal in the form', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('This link is already in the library.');
    });
    const { user } = renderWithProviders(<ResourceFormDialog onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add resource' });
    await user.type(within(dialog).getByLabelText('Title'), 'Learn React');
    await user.type(within(dialog).getByLabelText('Link'), 'https://react.dev/learn');
    await user.type(within(dialog).getByLabelText('Skills'), 'React{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add resource' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This link is already in the library.');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Learn React', url: 'https://react.dev/learn', skills: ['React'], free: true }),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert').parentElement).toHaveFocus());
  });
});

describe('the assessment details form', () => {
  it('words an out-of-range number for its field and focuses it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <AssessmentDetailsForm
        initial={{ ...EMPTY_ASSESSMENT, title: 'React basics', skill: 'React' }}
        submitLabel="Create draft"
        onSubmit={onSubmit}
      />,
    );
    const passMark = screen.getByLabelText('Pass mark (%)');
    await user.clear(passMark);
    await user.type(passMark, '140');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('Enter a pass mark from 1 to 100%.')).toBeInTheDocument();
    await waitFor(() => expect(passMark).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Assessment details' })).not.toHaveTextContent(RAW_ZOD);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(passMark);
    await user.type(passMark, '80');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'React basics', passMark: 80, durationMinutes: 20 }),
      ),
    );
  });
});

describe('the question editor', () => {
  it('asks for the question and its options in words, and lands on the question', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <QuestionEditor title="Add a question" initial={EMPTY_QUESTION} onSave={onSave} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await within(dialog).findByText('Write the question.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Option 1')).toHaveAccessibleDescription('Fill in this field.');
    expect(dialog).not.toHaveTextContent(RAW_ZOD);
    await waitFor(() => expect(within(dialog).getByLabelText('Question')).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds and removes options, keeping the right answer on its option', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithProviders(
      <QuestionEditor title="Add a question" initial={EMPTY_QUESTION} onSave={onSave} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await user.type(within(dialog).getByLabelText('Question'), 'Which hook holds state?');
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await user.type(within(dialog).getByLabelText('Option 1'), 'useEffect');
    await user.type(within(dialog).getByLabelText('Option 2'), 'useRef');
    await user.type(within(dialog).getByLabelText('Option 3'), 'useState');
    const correct = within(dialog).getAllByRole('checkbox', { name: 'Correct' });
    await user.click(correct[0]);
    await user.click(correct[2]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        text: 'Which hook holds state?',
        options: ['useRef', 'useState'],
        correct: [1],
        status: 'active',
        explanation: undefined,
      }),
    );
  });
});
