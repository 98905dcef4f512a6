/** A hand-written demo question bank: the assessment's details and its questions with their keys. */
import type { JobSeekerCategory } from '@/constants/enums';
import type { QuestionInput } from '@/services/schemas/assessment';

export interface DemoBank {
  id: string;
  title: string;
  skill: string;
  categories: JobSeekerCategory[];
  description: string;
  durationMinutes: number;
  passMark: number;
  questionsPerAttempt: number;
  questions: QuestionInput[];
}

/** One question: its options, the right one(s) by index, and why (for administrators). */
export const q = (text: string, options: string[], correct: number | number[], explanation?: string): QuestionInput => ({
  text,
  options,
  correct: Array.isArray(correct) ? correct : [correct],
  ...(explanation ? { explanation } : {}),
  status: 'active',
});
