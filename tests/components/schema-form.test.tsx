import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SERVER_ERROR,
  SchemaForm,
  useFormControl,
  useFormField,
} from '@/components/ui/form/schema-form';
import { ChipsInput } from '@/components/ui/chips-input';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(10)),
  email: z.email(),
  bio: z.string().check(z.minLength(20, 'Tell companies a little more: 20 characters at least.')),
});
type Values = z.output<typeof schema>;

function Fields() {
  const field = useFormField<Values>();
  return (
    <>
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" {...field('email')} />
      <TextArea label="Bio" {...field('bio')} />
      <FormError />
      <FormSubmit busyLabel="Saving...">Save</FormSubmit>
    </>
  );
}

function Harness({
  onSubmit,
  messages,
}: {
  onSubmit: (values: Values, form: ReturnType<typeof useSchemaForm<Values>>) => Promise<void>;
  messages?: Record<string, string>;
}) {
  const form = useSchemaForm<Values>({ schema, defaultValues: { name: '', email: '', bio: '' }, messages });
  return (
    <SchemaForm form={form} onSubmit={(values) => onSubmit(values, form)} aria-label="Profile">
      <Fields />
    </SchemaForm>
  );
}

describe('schema-driven form', () => {
  it('shows human messages from the schema and focuses the first invalid field on screen, scrolled into view', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const onSubmit = vi.fn(async () => {});
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Tell companies a little more: 20 characters at least.')).toBeInTheDocument();
    expect(screen.queryByText(/Too small|expected string/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Fill in this field." for an empty required field and keeps a form-specific wording', async () => {
    render(<Harness onSubmit={async () => {}} messages={{ name: 'Enter your name.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('disables submit while it runs, then lands on the server refusal', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(
      (_values: Values, form: ReturnType<typeof useSchemaForm<Values>>) =>
        new Promise<void>((resolve) => {
          release = () => {
            form.setError(FORM_ERROR, { message: 'That email is already in use.' });
            resolve();
          };
        }),
    );
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Bio'), 'Analyst who likes clean data.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      bio: 'Analyst who likes clean data.',
    });

    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already in use.');
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('binds a controlled widget through the controller: its value, its error (even on one item) and the focus', async () => {
    const tags = z.object({
      tags: z.array(z.string().check(z.maxLength(3, 'Three letters at most.'))).check(z.minLength(1, 'Add a tag.')),
    });
    type Tags = z.output<typeof tags>;
    const saved = vi.fn();
    function TagsField() {
      const control = useFormControl<Tags, 'tags'>('tags');
      return (
        <ChipsInput label="Tags" values={control.value} onChange={control.onChange} max={5} error={control.error} />
      );
    }
    function TagsForm() {
      const form = useSchemaForm<Tags>({ schema: tags, defaultValues: { tags: [] } });
      return (
        <SchemaForm form={form} onSubmit={saved}>
          <TagsField />
          <FormSubmit>Save</FormSubmit>
        </SchemaForm>
      );
    }
    render(<TagsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Tags')).toHaveFocus());
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(/Add a tag\./);
    await userEvent.type(screen.getByLabelText('Tags'), 'long{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(/Three letters at most\./));
    expect(saved).not.toHaveBeenCalled();
  });

  it('clears a server refusal of a field as soon as the field is edited', async () => {
    render(
      <Harness
        onSubmit={async (_values, form) => {
          form.setError('email', { type: SERVER_ERROR, message: 'That email is already in use.' });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Bio'), 'Analyst who likes clean data.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('That email is already in use.');
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('That email is already in use.');
  });
});

describe('schema-driven form with a lazily loaded schema', () => {
  const emailOnly = z.object({ email: z.email() });
  type EmailOnly = z.output<typeof emailOnly>;

  function LazyHarness({ load }: { load: () => Promise<typeof emailOnly> }) {
    const form = useSchemaForm<EmailOnly>({ schema: load, defaultValues: { email: '' } });
    return (
      <SchemaForm form={form} onSubmit={async () => {}} aria-label="Lazy">
        <LazyFields />
      </SchemaForm>
    );
  }
  function LazyFields() {
    const field = useFormField<EmailOnly>();
    return (
      <>
        <TextField label="Email" {...field('email')} />
        <FormSubmit>Send</FormSubmit>
      </>
    );
  }

  it('loads the schema when the form is first touched, once, and validates with it', async () => {
    const load = vi.fn(async () => emailOnly);
    render(<LazyHarness load={load} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
