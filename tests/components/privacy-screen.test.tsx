/** The privacy page states each retention period from the one file the scheduled job enforces. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyScreen } from '@/components/legal/privacy-screen';
import { RETENTION } from '@/constants/retention';
import { renderWithProviders } from './render';

describe('PrivacyScreen', () => {
  it('states every period of constants/retention.ts', () => {
    renderWithProviders(<PrivacyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy and data retention' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`do not sign in for ${RETENTION.inactiveMonths} months`);
    expect(text).toContain(`${RETENTION.deletionNoticeDays} days later, your account is deleted`);
    expect(text).toContain(`${RETENTION.closedApplicationMonths} months after an application is closed`);
    expect(text).toContain(`older than ${RETENTION.auditDetailMonths} months keep only ids`);
    expect(text).toContain(`for ${RETENTION.exportLinkMinutes} minutes`);
  });
});
