import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionNote } from '@/components/pwa/connection-note';
import { noteReached, noteUnreachable } from '@/services/backend/connection';
import { forgetCopiesShown, noteCopyShown } from '@/services/backend/offline/as-of';

afterEach(() => {
  act(() => {
    noteReached();
    forgetCopiesShown();
  });
  vi.unstubAllGlobals();
});

describe('the connection banner', () => {
  it('says offline when requests find no network though the browser reports one, with the time of the data shown', () => {
    expect(navigator.onLine).toBe(true);
    render(<ConnectionNote />);
    expect(screen.queryByRole('status')).toBeNull();

    // A failed read (no network) and a copy kept on the device, fetched at 21:30.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const at = new Date(2026, 11, 7, 21, 30).getTime();
    act(() => {
      noteUnreachable();
      noteCopyShown(at);
    });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline.');
    expect(banner).toHaveTextContent('Offline: as of 7 Dec 2026, 21:30.');

    // The server answers again: back online, and the time goes.
    act(() => {
      noteReached();
      forgetCopiesShown();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Back online.');
  });
});
