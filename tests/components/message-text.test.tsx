import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, splitLinks } from '@/components/messaging/message-text';

describe('message text', () => {
  it('makes http(s) links clickable, leaving sentence punctuation outside the link', () => {
    expect(splitLinks('See https://example.com/brief. Thanks')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://example.com/brief' },
      { kind: 'text', value: '. Thanks' },
    ]);
  });

  it('renders markup as text and never links other schemes', () => {
    render(<MessageText text={'<b>hi</b> javascript:alert(1) http://a.test/x'} />);
    expect(screen.getByText('<b>hi</b> javascript:alert(1)', { exact: false })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'http://a.test/x');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(document.querySelector('b')).toBeNull();
  });
});
