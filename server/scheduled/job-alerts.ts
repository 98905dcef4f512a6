/**
 * Job alerts: for each saved search whose day (daily) or week (weekly) is over, the active jobs posted since its
 * last run that match its filters, told in one notification per search (the bell) and, unless the talent opted out
 * of email, in one email per talent and run: a digest with a section per search that found jobs, whose link turns
 * the talent's job alerts off signed out (digest-mail.ts). A search whose alerts are off sends nothing. One query
 * per saved search, bounded; the notification, the unread count and the search's new `lastRunAt` are written in
 * one transaction per search, so a second run (or a retried trigger) finds nothing new to tell and sends no email.
 */
import { TALENT_ROUTES } from '@/constants/routes';
import type { DocSnapshot, WhereClause } from '@/services/backend/types';
import { JOBS, jobFromSnapshot } from '@/services/converters/job-converter';
import { SAVED_SEARCHES, savedSearchFromSnapshot } from '@/services/converters/saved-search-converter';
import { DEFAULT_PAY_CURRENCY, DEFAULT_PAY_PERIOD, YEARLY_PAY_FIELD, yearlyReferencePay } from '@/services/format/pay';
import { activeJobsWhere } from '@/services/jobs/job-filter-clauses';
import { validateInput } from '@/services/schemas/common';
import { jobFiltersSchema, jobSearchWords, type Job } from '@/services/schemas/job';
import type { SavedSearch } from '@/services/schemas/saved-search';
import { jobAlertTokens } from '../job-alerts/alert-key';
import { jobAlertDigest, type SearchNews } from '../job-alerts/digest-mail';
import { recipientChannels } from '../trusted/delivery';
import { notificationWrites, type NotifyServices } from '../trusted/notify';
import { loadParty } from '../trusted/parties';

const DAY = 24 * 3_600_000;
const JOB_ALERT_PERIOD_MS = { daily: DAY, weekly: 7 * DAY } as const;
/** The newest jobs one alert reads; more are on the job list it links to. */
const JOB_ALERT_MAX_JOBS = 20;
/** The bell's notification names the first few (and the email its newest five per search, digest-mail.ts). */
const IN_APP_JOBS = 5;
const PAGE = 100;
/** A bound on one run; the next run continues with the searches still due. */
const MAX_PAGES = 20;

/** The saved search's query: its filters as the job list has them, posted after its last run, newest first. */
export function newJobsQuery(search: SavedSearch) {
  const { category, level, workMode, employmentType, experience, keyword, place } = search.filters;
  const where: WhereClause[] = [
    ...activeJobsWhere(
      validateInput(jobFiltersSchema, { category, level, workMode, employmentType, experience, keyword, place }),
    ),
    { field: 'createdAt', op: '>', value: new Date(search.lastRunAt ?? 0) },
  ];
  return {
    collection: JOBS,
    where,
    orderBy: [{ field: 'createdAt', direction: 'desc' as const }],
    limit: JOB_ALERT_MAX_JOBS,
  };
}

/**
 * What the query could not say (a second range would need its own index, and a keyword takes the one array filter):
 * every word of the keyword, the place beside a keyword, and the minimum pay, checked on the jobs read.
 */
function matchesTheRest(search: SavedSearch): (snap: DocSnapshot) => boolean {
  const { keyword, minSalary, salaryCurrency, salaryPeriod, place } = search.filters;
  const words = keyword ? jobSearchWords(keyword) : [];
  const yearly = minSalary
    ? yearlyReferencePay(minSalary, salaryCurrency ?? DEFAULT_PAY_CURRENCY, salaryPeriod ?? DEFAULT_PAY_PERIOD)
    : null;
  return (snap) => {
    const keywords = snap.data?.keywords;
    if (words.length > 1 && !(Array.isArray(keywords) && words.every((w) => keywords.includes(w)))) return false;
    const placeKeys = snap.data?.placeKeys;
    if (words.length > 0 && place && !(Array.isArray(placeKeys) && placeKeys.includes(place))) return false;
    const pay = snap.data?.[YEARLY_PAY_FIELD];
    return yearly === null || (typeof pay === 'number' && pay >= yearly);
  };
}

const jobLabel = (job: Job) => `${job.title} at ${job.companyName}`;
const alertLink = (jobs: Job[]) => (jobs.length === 1 ? TALENT_ROUTES.job(jobs[0].id) : TALENT_ROUTES.jobs);

/** Reads the search again in the transaction: a run that lost the race (or a deleted search) tells nothing. */
async function runOne(
  ctx: NotifyServices,
  searchPath: string,
  now: number,
): Promise<{ search: SavedSearch; jobs: Job[]; email: boolean } | null> {
  return ctx.docs.runTransaction(async (tx) => {
    const snap = await tx.get(searchPath);
    if (!snap.exists) return null;
    const search = savedSearchFromSnapshot(snap);
    if ((search.lastRunAt ?? 0) > now - JOB_ALERT_PERIOD_MS[search.frequency]) return null;
    // Alerts off: the clock still moves, so turning them back on sends only jobs posted after that.
    if (!search.alertsOn) {
      tx.update(searchPath, { lastRunAt: new Date(now) });
      return { search, jobs: [], email: false };
    }
    const jobs = (await tx.query(newJobsQuery(search))).filter(matchesTheRest(search)).map(jobFromSnapshot);
    // The talent's choice for job alerts (in app and email, in app only, off), read before the transaction writes.
    const channels =
      jobs.length > 0 ? await recipientChannels(tx, search.talentId, 'job-alert') : { inApp: false, email: false };
    tx.update(searchPath, { lastRunAt: new Date(now) });
    if (jobs.length === 0 || !channels.inApp) return { search, jobs: channels.inApp ? jobs : [], email: false };
    const id = `job-alert-${search.id}-${search.lastRunAt ?? 0}`;
    const notice = {
      userId: search.talentId,
      kind: 'job-alert' as const,
      title: `${jobs.length === 1 ? 'A new job' : `${jobs.length} new jobs`} for "${search.name}"`,
      body: [
        ...jobs.slice(0, IN_APP_JOBS).map(jobLabel),
        ...(jobs.length > IN_APP_JOBS ? [`and ${jobs.length - IN_APP_JOBS} more`] : []),
      ].join('; '),
      link: alertLink(jobs),
    };
    for (const op of notificationWrites(id, notice, new Date(now))) {
      if (op.type === 'set') tx.set(op.path, op.data, { merge: op.merge === true });
    }
    return { search, jobs, email: channels.email };
  });
}

/**
 * One digest per talent and run, once every due search was claimed: the searches of one talent may be on
 * different pages of the sweep, daily and weekly alike. A failed send does not stop the other talents' digests.
 */
async function emailDigests(ctx: NotifyServices, news: Map<string, SearchNews[]>, now: number): Promise<number> {
  if (news.size === 0) return 0;
  // The signing key is read once a run, and only when a digest goes out.
  const tokens = await jobAlertTokens(ctx.docs, () => now);
  let emailed = 0;
  let failure: unknown = null;
  for (const [talentId, searches] of news) {
    try {
      const talent = await loadParty(ctx.docs, talentId);
      if (!talent?.email) continue;
      await ctx.sendMail(jobAlertDigest(talent.email, searches, await tokens.sign({ talentId })));
      emailed += 1;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return emailed;
}

export async function sendJobAlerts(
  ctx: NotifyServices,
  now = Date.now(),
): Promise<{ searches: number; notified: number; emailed: number }> {
  let searches = 0;
  let notified = 0;
  const news = new Map<string, SearchNews[]>();
  for (const frequency of ['daily', 'weekly'] as const) {
    let after: DocSnapshot | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const due = await ctx.docs.query({
        collection: SAVED_SEARCHES,
        where: [
          { field: 'frequency', op: '==', value: frequency },
          { field: 'lastRunAt', op: '<=', value: new Date(now - JOB_ALERT_PERIOD_MS[frequency]) },
        ],
        orderBy: [{ field: 'lastRunAt', direction: 'asc' }],
        limit: PAGE,
        ...(after ? { startAfter: after } : {}),
      });
      for (const snap of due) {
        const ran = await runOne(ctx, snap.path, now);
        if (!ran) continue;
        searches += 1;
        if (ran.jobs.length === 0) continue;
        notified += 1;
        if (!ran.email) continue;
        const talentId = ran.search.talentId;
        news.set(talentId, [...(news.get(talentId) ?? []), { search: ran.search, jobs: ran.jobs }]);
      }
      if (due.length < PAGE) break;
      after = due[due.length - 1];
    }
  }
  return { searches, notified, emailed: await emailDigests(ctx, news, now) };
}
