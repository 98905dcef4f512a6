import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyFilters } from '@/components/backoffice/company-list';
import { TalentFilters } from '@/components/backoffice/talent-list';
import { renderWithProviders } from './render';

vi.setConfig({ testTimeout: 60_000 });

describe('back-office list filters (form binding)', () => {
  it('talents: applies the search and every filter together on submit, trimmed', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(<TalentFilters filters={{}} onApply={onApply} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or name'), '  Ada ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Web Developer');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Open to offers');
    await user.type(screen.getByLabelText('Verified skill'), 'React');
    await user.click(screen.getByLabelText('Suspended only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        q: 'Ada',
        category: 'Web Developer',
        availability: true,
        skill: 'React',
        suspended: true,
      }),
    );
  });

  it('talents: shows the filters in force, and Clear applies none', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(
      <TalentFilters filters={{ category: 'Web Developer', availability: false, suspended: true }} onApply={onApply} />,
    );
    expect(screen.getByLabelText('Category')).toHaveValue('Web Developer');
    expect(screen.getByLabelText('Availability')).toHaveValue('no');
    expect(screen.getByLabelText('Suspended only')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('companies: applies the review status and "Suspended only"; unchecking drops it', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProviders(<CompanyFilters filters={{ suspended: true }} onApply={onApply} />);
    await user.selectOptions(screen.getByLabelText('Review'), 'Awaiting review');
    await user.click(screen.getByLabelText('Suspended only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ review: 'pending' }));
  });
});
