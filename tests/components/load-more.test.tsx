import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from '@/components/ui/load-more';

const pages = (extra: Partial<Parameters<typeof LoadMore>[0]['pages']> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...extra,
});

describe('the foot of a paged list', () => {
  it('loads the next page on request and says so while it loads', async () => {
    const next = pages();
    const { rerender } = render(<LoadMore pages={next} noun="jobs" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMore pages={{ ...next, isFetchingNextPage: true }} noun="jobs" />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('offers nothing more at the end of the list', () => {
    render(<LoadMore pages={pages({ hasNextPage: false })} noun="jobs" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the next page failed and retries it, keeping what is shown', async () => {
    const failed = pages({ isFetchNextPageError: true });
    render(<LoadMore pages={failed} noun="notifications" />);
    expect(screen.getByRole('alert')).toHaveTextContent('More notifications could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
