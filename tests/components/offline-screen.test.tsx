import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineScreen } from '@/components/pwa/offline-screen';

describe('the offline page', () => {
  it('links each role to the screens it opened before, under its own heading', () => {
    render(<OfflineScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    const [talent, company] = screen.getAllByRole('list');
    expect(within(talent).getByRole('link', { name: 'Saved jobs' })).toHaveAttribute(
      'href',
      '/talent-dashboard/jobs?tab=saved',
    );
    expect(within(talent).getAllByRole('link')).toHaveLength(5);
    expect(
      within(company)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Your jobs and the pipeline you opened last', 'Your conversations']);
  });
});
