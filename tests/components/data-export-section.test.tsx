/** The "Download my data" section: what the file holds, the wait, the one-time link and a refusal (server: tests/backend/data-export*). */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataExportSection } from '@/components/account/data-export-section';
import { BackendError } from '@/services/backend/types';
import { renderWithProviders } from './render';

const exporting = vi.hoisted(() => ({ requestDataExport: vi.fn() }));
vi.mock('@/services/account/data-export', () => exporting);

vi.setConfig({ testTimeout: 60_000 });

const talentState = { talents: { user: { id: 'u1', name: 'Ada' }, isAuthenticated: true } } as never;
const LINK = '/api/data-export?account=u1&token=abc';

beforeEach(() => {
  exporting.requestDataExport.mockReset();
});

describe('DataExportSection', () => {
  it('says what the file holds, shows the wait, then the link once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    exporting.requestDataExport.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<DataExportSection role="talent" />, { preloadedState: talentState });
    expect(screen.getByText(/assessment attempts with their scores/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prepare my file' }));
    expect(await screen.findByRole('progressbar', { name: 'Preparing your data' })).toBeInTheDocument();
    answer({ link: LINK, expiresAt: Date.now() + 15 * 60_000, bytes: 5000, files: 2, contents: [] });
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', LINK);
    expect(screen.getByText(/5 KB, 2 uploaded files/)).toBeInTheDocument();
    await user.click(link);
    expect(screen.queryByRole('link', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new file' })).toBeInTheDocument();
  });

  it('shows why the server refused', async () => {
    exporting.requestDataExport.mockRejectedValue(new BackendError('permission-denied', 'Only a talent may.'));
    const { user } = renderWithProviders(<DataExportSection role="company" />, { preloadedState: talentState });
    await user.click(screen.getByRole('button', { name: 'Prepare my file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be prepared');
  });

  it("tells a recruiter that the company's owner downloads it", () => {
    renderWithProviders(<DataExportSection role="company" owner={false} />, { preloadedState: talentState });
    expect(screen.getByText(/downloaded by its owner/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
