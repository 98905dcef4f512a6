import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TalentAssessmentPage from '@/pages/talent-dashboard/assessments/[skill]/[id]';
import { BackendError } from '@/services/backend/types';
import {
  LATE_ANSWER_MESSAGE,
  type Assessment,
  type AssessmentProgress,
  type Attempt,
} from '@/services/schemas/assessment';
import { talentState } from './jobs-fixtures';
import { renderWithProviders } from './render';

const assessments = vi.hoisted(() => ({
  getAssessment: vi.fn(),
  getMyProgress: vi.fn(),
  getAttempt: vi.fn(),
  saveAnswer: vi.fn(),
  submitAttempt: vi.fn(),
  recordFocusLoss: vi.fn(),
  setShowScore: vi.fn(),
  startAssessment: vi.fn(),
}));
vi.mock('@/services/assessments/assessments', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...assessments,
}));

vi.setConfig({ testTimeout: 60_000 });

const assessment = {
  id: 'a1',
  title: 'React basics',
  skill: 'React',
  description: 'Hooks.',
  status: 'published',
  durationMinutes: 10,
  passMark: 60,
  questionsPerAttempt: 1,
  cooldownDays: 14,
} as unknown as Assessment;
const progress = {
  id: 't1_a1',
  talentId: 't1',
  assessmentId: 'a1',
  skill: 'React',
  status: 'in-progress',
  attemptId: 'att1',
  attempts: 1,
  score: null,
  showScore: false,
  submittedAt: null,
  retakeAt: null,
  expiresAt: null,
} as AssessmentProgress;
const attempt: Attempt = {
  id: 'att1',
  talentId: 't1',
  assessmentId: 'a1',
  skill: 'React',
  title: 'React basics',
  questions: [
    { id: 'q1', text: 'Which hook keeps a value between renders?', options: ['useRef', 'useState'], multiple: false },
  ],
  answers: {},
  focusLosses: 0,
  status: 'in-progress',
  startedAt: Date.now(),
  deadline: Date.now() + 600_000,
  submittedAt: null,
  score: null,
  passed: null,
  passMark: 60,
  retakeAt: null,
};

beforeEach(() => {
  Object.values(assessments).forEach((fn) => fn.mockReset());
  assessments.getAssessment.mockResolvedValue(assessment);
  assessments.getMyProgress.mockResolvedValue(progress);
  assessments.getAttempt.mockResolvedValue(attempt);
  assessments.recordFocusLoss.mockResolvedValue({ focusLosses: 0 });
});

describe('a late answer', () => {
  it('shows the server’s refusal to the talent', async () => {
    assessments.saveAnswer.mockRejectedValue(new BackendError('failed-precondition', LATE_ANSWER_MESSAGE));
    const { user } = renderWithProviders(<TalentAssessmentPage />, {
      preloadedState: talentState,
      router: { query: { id: 'a1' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'useRef' }));
    expect(await screen.findByText(`Your answer was not saved: ${LATE_ANSWER_MESSAGE}`)).toBeInTheDocument();
    // The result replaces the form once the graded attempt is read again; the toast keeps saying why.
    expect(await screen.findByText(LATE_ANSWER_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(assessments.getMyProgress.mock.calls.length).toBeGreaterThan(1));
  });
});

describe('the toast after submitting an attempt', () => {
  async function submitWith(result: { passed: boolean; score: number }) {
    assessments.saveAnswer.mockResolvedValue(undefined);
    assessments.submitAttempt.mockResolvedValue({ ...result, passMark: 60 });
    const { user } = renderWithProviders(<TalentAssessmentPage />, {
      preloadedState: talentState,
      router: { query: { id: 'a1' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'useRef' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
  }
  const toastOf = (text: string) => screen.findByText(text).then((node) => node.closest('.Toastify__toast'));

  it('is a success only when the attempt passed', async () => {
    await submitWith({ passed: true, score: 80 });
    expect(await toastOf('Passed with 80%')).toHaveClass('Toastify__toast--success');
  });

  it('is neutral, not green, when the attempt failed, and says so', async () => {
    await submitWith({ passed: false, score: 36 });
    const toast = await toastOf('Not passed: 36% (pass mark 60%)');
    expect(toast).not.toHaveClass('Toastify__toast--success');
    expect(toast).toHaveClass('Toastify__toast--info');
  });
});
