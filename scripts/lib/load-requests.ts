/** What each kind of request of the load mix does, as the signed-in virtual user, through the real services. */
import http from 'node:http';
import { listJobPipelinePage } from '../../services/applications/application-lists';
import { BackendError } from '../../services/backend/types';
import { getCompany, updateCompany } from '../../services/companies/companies';
import { listCompanyJobs, listActiveJobs } from '../../services/jobs/job-lists';
import { getJob } from '../../services/jobs/jobs';
import { listNotifications, markNotificationsRead } from '../../services/messaging/notifications';
import { getTalent, updateTalent } from '../../services/talents/talents';
import { httpAgent } from './load-fetch';
import type { RequestKind } from './load-mix';
import type { WriteTrail } from './load-stats';
import type { VirtualUser, World } from './load-setup';

const PUBLIC_PAGES = ['/', '/auth/login'];

/** Per virtual user: its profile saves (each with a value no other write carries) and whether it marked all read. */
export interface UserWrites {
  profile: WriteTrail;
  markedRead: boolean;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** A failed request's label in the error table: the HTTP status of a page, the backend's error code otherwise. */
export function errorLabel(error: unknown): string {
  if (error instanceof HttpStatusError) return `HTTP ${error.status}`;
  if (error instanceof BackendError) return error.code;
  return error instanceof Error ? error.name : 'error';
}

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * A public page asked for as a browser asks (compressed) and read to its last byte, but not decompressed: that is the
 * browser's work, on its own machine. Here `fetch` decompressed every page on the benchmark's own thread, which took
 * it about 1 ms a page (one user fetching the landing page: 1.26 ms a page against 0.42 ms uncompressed).
 */
function publicPage(baseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${pick(PUBLIC_PAGES)}`,
      { agent: httpAgent, headers: { 'accept-encoding': 'br, gzip, deflate' } },
      (res) => {
        res.on('error', reject);
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new HttpStatusError(res.statusCode ?? 0))));
        res.resume();
      },
    );
    req.on('error', reject);
  });
}

async function saveProfile(user: VirtualUser, writes: UserWrites): Promise<void> {
  const value = `${user.role} ${user.index} save ${writes.profile.writes.length + 1}`;
  const write = { value, acked: false };
  writes.profile.writes.push(write);
  if (user.role === 'talent') await updateTalent(user.uid, { name: `Load ${value}` });
  else await updateCompany(user.uid, { about: value });
  write.acked = true;
}

/** One request of `kind` as `user`; resolves when the service call (all its HTTP round trips) is answered. */
export function perform(kind: RequestKind, user: VirtualUser, world: World, writes: UserWrites): Promise<unknown> {
  return user.session.run(async () => {
    switch (kind) {
      case 'public page':
        return publicPage(user.session.baseUrl);
      case 'job list first page':
        return listActiveJobs({});
      case 'one job':
        return getJob(pick(world.jobIds));
      case 'company jobs':
        return listCompanyJobs({ companyId: user.uid });
      case 'applicants':
        return listJobPipelinePage({ companyId: user.uid, jobId: pick(user.jobIds), order: 'newest' });
      case 'profile save':
        return saveProfile(user, writes);
      case 'mark read':
        await markNotificationsRead('all');
        writes.markedRead = true;
        return;
    }
  });
}

/** The profile value the server holds now, as the user reads it back ("Load " dropped from a talent's name). */
export function readProfileBack(user: VirtualUser): Promise<string | undefined> {
  return user.session.run(async () =>
    user.role === 'talent'
      ? (await getTalent(user.uid)).name.replace(/^Load /, '')
      : ((await getCompany(user.uid)).about ?? undefined),
  );
}

/** Whether any of the user's newest notifications is still unread (none arrive during the run). */
export function hasUnread(user: VirtualUser): Promise<boolean> {
  return user.session.run(async () => (await listNotifications(user.uid)).items.some((n) => !n.read));
}
