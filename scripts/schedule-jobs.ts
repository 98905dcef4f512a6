/**
 * npm run schedule-jobs -- --project <id> --url <https://site> [--location <region>] [--dry-run]
 *
 * Firebase mode has no server timer: this creates (or updates) one Cloud Scheduler job per scheduled job in
 * server/scheduled/jobs.ts, each POSTing `<url>/api/cron/<name>` with the `X-Cron-Secret` header. The secret is
 * read from CRON_SECRET (the same value set as the App Hosting secret `cron-secret`). Needs gcloud, signed in with
 * rights on Cloud Scheduler (`gcloud services enable cloudscheduler.googleapis.com` once). `--dry-run` prints the
 * commands with the secret masked. Safe to re-run: existing jobs are updated in place.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { SCHEDULED_JOBS, type CronJobName, type ScheduledJob } from '../server/scheduled/jobs';

export interface ScheduleArgs {
  project: string;
  url: string;
  location: string;
  secret: string;
}

export const JOB_PREFIX = 'talent-marketplace-';

/** The gcloud arguments creating each job, and those updating it when it exists. */
export function schedulerCommands({
  project,
  url,
  location,
  secret,
}: ScheduleArgs): { name: CronJobName; create: string[]; update: string[] }[] {
  const site = url.replace(/\/+$/, '');
  return (Object.entries(SCHEDULED_JOBS) as [CronJobName, ScheduledJob][]).map(([name, job]) => {
    const common = [
      `${JOB_PREFIX}${name}`,
      `--project=${project}`,
      `--location=${location}`,
      `--schedule=${job.schedule}`,
      '--time-zone=Etc/UTC',
      `--uri=${site}/api/cron/${name}`,
      '--http-method=POST',
      '--attempt-deadline=300s',
      `--description=${job.description}`,
    ];
    return {
      name,
      create: ['scheduler', 'jobs', 'create', 'http', ...common, `--headers=X-Cron-Secret=${secret}`],
      update: ['scheduler', 'jobs', 'update', 'http', ...common, `--update-headers=X-Cron-Secret=${secret}`],
    };
  });
}

export function parseScheduleArgs(
  argv: string[],
  env: Record<string, string | undefined>,
): ScheduleArgs & { dryRun: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      url: { type: 'string' },
      location: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
    strict: true,
  });
  const project = values.project ?? env.GCLOUD_PROJECT ?? '';
  const url = values.url ?? env.APP_URL ?? '';
  const secret = env.CRON_SECRET ?? '';
  const missing = [
    !project && '--project',
    !/^https?:\/\//.test(url) && '--url (the deployed site, https://...)',
    !secret && 'CRON_SECRET in the environment',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')}.`);
  return { project, url, secret, location: values.location ?? 'us-central1', dryRun: values['dry-run'] ?? false };
}

const gcloud = (args: string[]) => spawnSync('gcloud', args, { stdio: ['ignore', 'inherit', 'inherit'] }).status;
const exists = (name: string, a: ScheduleArgs) =>
  spawnSync(
    'gcloud',
    ['scheduler', 'jobs', 'describe', `${JOB_PREFIX}${name}`, `--project=${a.project}`, `--location=${a.location}`],
    { stdio: 'ignore' },
  ).status === 0;

function main(): number {
  let args: ReturnType<typeof parseScheduleArgs>;
  try {
    args = parseScheduleArgs(process.argv.slice(2), process.env);
  } catch (err) {
    console.error(
      `${(err as Error).message}\nUsage: CRON_SECRET=... npm run schedule-jobs -- --project <id> --url <https://site> [--location <region>] [--dry-run]`,
    );
    return 2;
  }
  for (const { name, create, update } of schedulerCommands(args)) {
    if (args.dryRun) {
      console.log(`gcloud ${create.map((a) => JSON.stringify(a.replace(args.secret, '***'))).join(' ')}`);
      continue;
    }
    const command = exists(name, args) ? update : create;
    console.log(`[schedule-jobs] ${command[2] === 'create' ? 'creating' : 'updating'} ${JOB_PREFIX}${name}`);
    if (gcloud(command) !== 0) return 1;
  }
  return 0;
}

if (process.argv[1]?.endsWith('schedule-jobs.ts')) process.exitCode = main();
