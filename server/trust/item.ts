/** What the checker reads and answers. The item is validated the same way from code and from the command line. */
import { z } from 'zod/mini';
import { JOB_CATEGORIES, JOB_LEVELS, SALARY_PERIODS } from '../../constants/enums';
import { JOB_LIMITS } from '../../services/schemas/job-constants';

const money = z.number().check(z.gte(0), z.lte(JOB_LIMITS.salaryMax));

export const trustItemSchema = z.strictObject({
  kind: z.enum(['job', 'message']),
  title: z.optional(z.string().check(z.maxLength(JOB_LIMITS.titleMax * 4))),
  text: z.string().check(z.minLength(1), z.maxLength(JOB_LIMITS.descriptionMax * 2)),
  /** A job's salary as the job form has it. */
  pay: z.optional(
    z.strictObject({
      min: z.optional(money),
      max: money,
      currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
      period: z.enum(SALARY_PERIODS),
    }),
  ),
  category: z.optional(z.enum(JOB_CATEGORIES)),
  level: z.optional(z.enum(JOB_LEVELS)),
  /**
   * A message that opens a conversation (the default: the checks run on a company's first messages to a talent). A
   * phone number is a sign only there; later in a conversation the two may have agreed to call.
   */
  first: z.optional(z.boolean()),
});
export type TrustItem = z.infer<typeof trustItemSchema>;

export interface Evidence {
  /** The signal in plain words (./signals.ts). */
  signal: string;
  /** The words that matched, as the checker read them (folded: lower case, no accents). */
  excerpt: string;
}

export interface TrustResult {
  verdict: 'scam' | 'honest';
  /** The signals found, in plain words, strongest first; an honest verdict may still list a weak one. */
  signals: string[];
  /** One excerpt per signal, in the order of `signals`. */
  evidence: Evidence[];
}
