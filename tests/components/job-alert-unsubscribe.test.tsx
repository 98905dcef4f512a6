/**
 * The page a job alert's stop link opens, signed out: opening it asks to confirm with a button that posts back to the
 * same address (a plain form, so it works before the script loads and a link prefetch cannot press it); then it says
 * what happened, and a bad link says so.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobAlertUnsubscribeScreen } from '@/components/jobs/job-alert-unsubscribe-screen';

describe('the job alert unsubscribe page', () => {
  it('asks before turning alerts off: a button in a form that posts back to this address', () => {
    render(<JobAlertUnsubscribeScreen status="confirm" name="Remote React" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Turn off these job alerts?' })).toBeInTheDocument();
    expect(screen.getByText('Remote React')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Turn off job alerts' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    // No action: the form posts to the page's own address, token included.
    expect(form).not.toHaveAttribute('action');
    expect(screen.queryByText(/turned off/i)).not.toBeInTheDocument();
  });

  it('says the alerts are off once confirmed, and offers no button to press again', () => {
    render(<JobAlertUnsubscribeScreen status="off" name="Remote React" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Job alerts turned off' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will get no more new jobs for Remote React');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("a digest's link covers every saved search: it asks, then says they are all off", () => {
    const { unmount } = render(<JobAlertUnsubscribeScreen status="confirm" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Turn off these job alerts?' })).toBeInTheDocument();
    expect(screen.getByText(/no more new jobs for any of your saved searches/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off job alerts' }).closest('form')).toHaveAttribute(
      'method',
      'post',
    );
    unmount();
    render(<JobAlertUnsubscribeScreen status="off" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will get no more new jobs for any of your saved searches',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a bad or expired link apart, with a way to manage alerts signed in', () => {
    render(<JobAlertUnsubscribeScreen status="invalid" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/expired .*Nothing was changed/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to manage saved searches' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/login\?next=/),
    );
  });
});
