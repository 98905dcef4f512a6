import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CreateJobPage from '@/pages/company/jobs/create';
import { JobCard } from '@/components/jobs/job-card';
import { TalentProfileForm } from '@/components/talents/talent-profile-form';
import { SelectField } from '@/components/ui/select-field';
import { makeJob, talent } from './jobs-fixtures';
import { renderWithProviders } from './render';

vi.mock('@/services/jobs/jobs', () => ({
  createJob: vi.fn(),
  updateJob: vi.fn(),
  getJob: vi.fn(),
  closeJob: vi.fn(),
  reopenJob: vi.fn(),
}));
vi.setConfig({ testTimeout: 60_000 });

const companyState = {
  companies: { user: { id: 'c1', email: 'c@b.test', name: 'Acme', timestamp: 1, new: false }, isAuthenticated: true },
};

describe('SelectField', () => {
  it("keeps a required choice's placeholder unselectable, and reads options through optionLabel", () => {
    render(
      <SelectField
        label="Stage"
        placeholder="Choose a stage"
        options={['applied', 'interview']}
        optionLabel={(o) => o.toUpperCase()}
        defaultValue=""
      />,
    );
    const options = within(screen.getByLabelText('Stage')).getAllByRole('option');
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([
      ['Choose a stage', true],
      ['APPLIED', false],
      ['INTERVIEW', false],
    ]);
  });

  it('lets an optional field go back to "none" after a value was chosen', async () => {
    const user = userEvent.setup();
    render(
      <SelectField label="Degree" placeholder="No degree required" optional options={['Master']} defaultValue="" />,
    );
    await user.selectOptions(screen.getByLabelText('Degree'), 'Master');
    await user.selectOptions(screen.getByLabelText('Degree'), 'No degree required');
    expect(screen.getByLabelText('Degree')).toHaveValue('');
  });
});

describe('optional selects in the forms', () => {
  it("job form: once a degree is chosen, 'No degree required' can be chosen again", async () => {
    const { user } = renderWithProviders(<CreateJobPage />, { preloadedState: companyState });
    const degree = screen.getByLabelText('Degree (optional)');
    await user.selectOptions(degree, "Master's degree");
    await user.selectOptions(degree, 'No degree required');
    expect(degree).toHaveValue('');
  });

  it('talent profile: education, degree, experience and gender can be set back to not stated', async () => {
    const stated = {
      ...talent,
      profile: {
        ...talent.profile,
        educationStatus: 'Student' as const,
        degree: "Bachelor's degree" as const,
        experience: 'No experience' as const,
        gender: 'Female' as const,
      },
    };
    const { user } = renderWithProviders(<TalentProfileForm talent={stated} />);
    for (const [label, none] of [
      ['Education status', 'Not stated'],
      ['Degree', 'Not stated'],
      ['Experience', 'Not stated'],
      ['Gender', 'Prefer not to say'],
    ]) {
      const select = screen.getByLabelText(label);
      expect(select).not.toHaveValue('');
      await user.selectOptions(select, none);
      expect(select, label).toHaveValue('');
    }
  });
});

describe('JobCard', () => {
  it('says a level once when the employment type is the same ("Internship", not "Internship Internship")', () => {
    renderWithProviders(<JobCard job={makeJob({ level: 'Internship', employmentType: 'Internship' })} />);
    expect(screen.getAllByText('Internship')).toHaveLength(1);
  });

  it('shows both when they differ', () => {
    renderWithProviders(<JobCard job={makeJob({ level: 'Entry Level', employmentType: 'Full time' })} />);
    expect(screen.getByText('Entry Level')).toBeInTheDocument();
    expect(screen.getByText('Full time')).toBeInTheDocument();
  });
});
