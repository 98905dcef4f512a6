import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideNav } from '@/layouts/side-nav';

describe('side nav unread badge', () => {
  it('shows the unread count on Messages, read out with the entry, and nothing at zero', () => {
    const { rerender } = render(
      <SideNav
        role="company"
        pathname="/company"
        onLogout={() => undefined}
        loggingOut={false}
        idPrefix="t"
        badges={{ '/company/messages': 3 }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Messages\s*3\s*unread$/ })).toHaveAttribute('href', '/company/messages');
    rerender(
      <SideNav
        role="company"
        pathname="/company"
        onLogout={() => undefined}
        loggingOut={false}
        idPrefix="t"
        badges={{ '/company/messages': 0 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).toBeNull();
  });
});
