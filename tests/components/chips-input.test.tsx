import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipsInput } from '@/components/ui/chips-input';
import { renderWithProviders } from './render';

vi.setConfig({ testTimeout: 60_000 });

function Harness({ initial = [] as string[], max = 3 }) {
  const [values, setValues] = useState(initial);
  return <ChipsInput label="Skills" values={values} onChange={setValues} max={max} />;
}

describe('ChipsInput', () => {
  it('adds with Enter or comma, removes with Backspace or the remove button', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(input, 'React{Enter}Go,');
    expect(screen.getByRole('button', { name: 'Remove React' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Go' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Go' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('refuses a duplicate and stops at the maximum', async () => {
    const { user } = renderWithProviders(<Harness initial={['React', 'Go']} />);
    const input = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(input, 'react{Enter}');
    expect(input).toHaveAccessibleDescription(/react is already in the list/);
    await user.clear(input);
    await user.type(input, 'SQL{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(input).toBeDisabled();
    expect(screen.getByText(/3 of 3/)).toBeInTheDocument();
  });
});
