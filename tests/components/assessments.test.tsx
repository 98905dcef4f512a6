import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkillList } from '@/components/ui/skill-list';
import { ItemAnalysis } from '@/components/assessments/item-analysis';
import { ProgressBadge } from '@/components/assessments/talent-assessments-screen';
import { addItemOutcome, emptyItemStats } from '@/services/format/assessment-item-stats';
import type { AssessmentProgress, Question } from '@/services/schemas/assessment';

const NOW = Date.UTC(2026, 10, 20);
const DAY = 24 * 3_600_000;
const progress = (extra: Partial<AssessmentProgress>): AssessmentProgress => ({
  id: 't_a',
  talentId: 't',
  assessmentId: 'a',
  skill: 'React',
  status: 'in-progress',
  attemptId: 't_a_1',
  attempts: 1,
  score: null,
  showScore: false,
  submittedAt: null,
  retakeAt: null,
  expiresAt: null,
  ...extra,
});

describe('ProgressBadge', () => {
  it('says in words where the talent stands', () => {
    const { rerender } = render(<ProgressBadge progress={undefined} now={NOW} />);
    expect(screen.getByText('Not taken')).toBeInTheDocument();
    rerender(<ProgressBadge progress={progress({})} now={NOW} />);
    expect(screen.getByText('In progress')).toBeInTheDocument();
    rerender(
      <ProgressBadge progress={progress({ status: 'passed', score: 90, expiresAt: NOW + 30 * DAY })} now={NOW} />,
    );
    expect(screen.getByText(/^✓ Verified until/)).toBeInTheDocument();
    rerender(<ProgressBadge progress={progress({ status: 'passed', score: 90, expiresAt: NOW - DAY })} now={NOW} />);
    expect(screen.getByText('Verified badge expired')).toBeInTheDocument();
    rerender(<ProgressBadge progress={progress({ status: 'failed', score: 40, retakeAt: NOW + 5 * DAY })} now={NOW} />);
    expect(screen.getByText(/^Not passed \(40%\) · retake from/)).toBeInTheDocument();
    rerender(<ProgressBadge progress={progress({ status: 'failed', score: 40, retakeAt: NOW - DAY })} now={NOW} />);
    expect(screen.getByText('Not passed (40%) · you can retake it')).toBeInTheDocument();
  });
});

describe('SkillList', () => {
  it('shows a score next to a verified badge only when the talent chose to show it', () => {
    render(
      <SkillList
        label="Skills"
        skills={[{ skill: 'React', verified: true }, { skill: 'SQL', verified: true }, { skill: 'CSS' }]}
        verifiedSkills={{
          react: { skill: 'React', assessmentId: 'a', at: 1, until: 2, score: 85 },
          sql: { skill: 'SQL', assessmentId: 'b', at: 1, until: 2 },
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['React ✓ verified (85%)', 'SQL ✓ verified', 'CSS']);
  });
});

describe('ItemAnalysis', () => {
  const question = (id: string, outcomes: [boolean, number][]): Question => ({
    id,
    assessmentId: 'a',
    text: `Question ${id}`,
    options: ['A', 'B'],
    correct: [0],
    status: 'active',
    updatedAt: null,
    item: outcomes.reduce((s, [c, y]) => addItemOutcome(s, c, y), emptyItemStats()),
  });

  it('tells that statistics come after the first graded attempts', () => {
    render(<ItemAnalysis questions={[question('q1', [])]} />);
    expect(screen.getByText(/No graded attempt yet/)).toBeInTheDocument();
  });

  it('lists drawn, share correct, discrimination and flags per question', () => {
    const easy = Array.from({ length: 12 }, (_, i) => [true, i / 12] as [boolean, number]);
    const fair = Array.from({ length: 12 }, (_, i) => [i >= 6, i / 12] as [boolean, number]);
    render(<ItemAnalysis questions={[question('q1', easy), question('q2', fair)]} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows[0]).toEqual(['1', 'Question q1', '12', '100%', '—', '100% / —', 'too easy']);
    expect(rows[1].slice(0, 4)).toEqual(['2', 'Question q2', '12', '50%']);
    expect(Number(rows[1][4])).toBeGreaterThan(0.8);
    expect(rows[1][6]).toBe('None');
  });
});
