/**
 * On a phone the job filters are folded: the place and pay filters (a list of every country, the currencies) load
 * and render when the talent opens the filters, not with the first screen. On a desktop they are there at once.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobFiltersForm } from '@/components/jobs/job-filters';
import { renderWithProviders } from './render';
import { emulateScreenWidth, resetScreenWidth } from './screen-width';

vi.setConfig({ testTimeout: 60_000 });

afterEach(resetScreenWidth);

describe('job filters', () => {
  it('on a phone, shows the place filter only once the filters are opened', async () => {
    emulateScreenWidth(false);
    const { user } = renderWithProviders(<JobFiltersForm filters={{}} onChange={vi.fn()} ownCountry={null} />);
    expect(screen.getByLabelText('Work mode')).toBeInTheDocument();
    // Neither the filter nor its loading line: its code is not even asked for.
    expect(screen.queryByText('Loading places…')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(await screen.findByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Country')).toBeInTheDocument();
  });

  it('on a desktop, shows it at once', async () => {
    emulateScreenWidth(true);
    renderWithProviders(<JobFiltersForm filters={{}} onChange={vi.fn()} ownCountry={null} />);
    expect(await screen.findByRole('group', { name: 'Location' })).toBeInTheDocument();
  });
});
