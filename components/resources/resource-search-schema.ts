/** The resources search box's rule (zod), loaded by the form on first use: as long as a skill may be. */
import { z } from 'zod/mini';
import { LIMITS } from '@/services/schemas/limits';

export const resourceSearchSchema = z.object({
  skill: z.string().check(z.trim(), z.maxLength(LIMITS.skillMax, `A search is at most ${LIMITS.skillMax} characters.`)),
});
export type ResourceSearch = z.output<typeof resourceSearchSchema>;
