import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicJobScreen } from '@/components/jobs/public-job-screen';
import { DAY, makeJob } from './jobs-fixtures';
import { renderWithProviders } from './render';

const NOW = Date.UTC(2026, 10, 20);
const show = (overrides: Parameters<typeof makeJob>[0]) =>
  renderWithProviders(
    <PublicJobScreen job={makeJob(overrides)} url="https://site.test/jobs/job1" now={NOW} jsonLd={null} />,
  );

describe('public job page', () => {
  it('an open job offers Apply, through sign-up or sign-in, back to the job in the talent area', () => {
    show({ deadline: NOW + 5 * DAY });
    expect(screen.getByRole('heading', { level: 1, name: 'Junior Frontend Developer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/auth/sign-up?next=%2Ftalent-dashboard%2Fjobs%2Fjob1',
    );
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Ftalent-dashboard%2Fjobs%2Fjob1',
    );
  });

  it('a closed job says so and offers no Apply', () => {
    show({ status: 'closed' });
    expect(screen.getByText('This job is closed and no longer accepts applications.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('a job past its deadline says so and offers no Apply', () => {
    show({ deadline: NOW - DAY });
    expect(screen.getByText(/^The application deadline passed on /)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
  });
});
