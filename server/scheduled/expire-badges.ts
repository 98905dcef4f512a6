/**
 * Removes the verified badges whose two years are over, on the talent's profile and card (`expireBadge`). A mark
 * keeps how far the sweep got, so each run reads only the badges that expired since the last one: run twice, the
 * second finds nothing, and a missed run is caught up by the next.
 */
import { ASSESSMENT_PROGRESS } from '@/services/schemas/assessment';
import { expireBadge } from '../trusted/skill-badges';
import type { NotifyServices } from '../trusted/notify';

/** Server-only marks of the sweeps (no rule matches them: clients neither read nor write). */
const SCHEDULED_MARKS = 'scheduledRuns';
const MARK = `${SCHEDULED_MARKS}/expire-badges`;
const PAGE = 200;

export async function expireBadges(ctx: Pick<NotifyServices, 'docs'>, now = Date.now()): Promise<{ expired: number }> {
  const mark = (await ctx.docs.get(MARK)).data;
  const since = mark?.through instanceof Date ? mark.through : new Date(0);
  if (since.getTime() >= now) return { expired: 0 };
  let expired = 0;
  let cursor: Awaited<ReturnType<typeof ctx.docs.query>>[number] | undefined;
  for (;;) {
    const page = await ctx.docs.query({
      collection: ASSESSMENT_PROGRESS,
      where: [
        { field: 'expiresAt', op: '>', value: since },
        { field: 'expiresAt', op: '<=', value: new Date(now) },
      ],
      orderBy: [{ field: 'expiresAt', direction: 'asc' }],
      limit: PAGE,
      ...(cursor ? { startAfter: cursor } : {}),
    });
    for (const progress of page) {
      const { talentId, assessmentId, status } = progress.data ?? {};
      if (status !== 'passed' || typeof talentId !== 'string' || typeof assessmentId !== 'string') continue;
      if (await expireBadge(ctx.docs, talentId, assessmentId, now)) expired += 1;
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1];
  }
  // Only after every badge up to `now` is done: a run that fails part way is redone whole by the next.
  await ctx.docs.set(MARK, { through: new Date(now), expired });
  return { expired };
}
