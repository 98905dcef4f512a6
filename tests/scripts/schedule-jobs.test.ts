import { SCHEDULED_JOBS } from '@/server/scheduled/jobs';
import { JOB_PREFIX, parseScheduleArgs, schedulerCommands } from '../../scripts/schedule-jobs';

describe('npm run schedule-jobs', () => {
  const args = { project: 'acme', url: 'https://acme.example/', location: 'europe-west1', secret: 'f00d' };

  it('creates one Cloud Scheduler job per scheduled job, POSTing its cron route with the secret header', () => {
    const commands = schedulerCommands(args);
    expect(commands.map((c) => c.name)).toEqual(Object.keys(SCHEDULED_JOBS));
    for (const { name, create, update } of commands) {
      expect(create.slice(0, 5)).toEqual(['scheduler', 'jobs', 'create', 'http', `${JOB_PREFIX}${name}`]);
      expect(create).toEqual(
        expect.arrayContaining([
          '--project=acme',
          '--location=europe-west1',
          `--schedule=${SCHEDULED_JOBS[name].schedule}`,
          `--uri=https://acme.example/api/cron/${name}`,
          '--http-method=POST',
          '--headers=X-Cron-Secret=f00d',
        ]),
      );
      expect(update.slice(0, 4)).toEqual(['scheduler', 'jobs', 'update', 'http']);
      expect(update).toContain('--update-headers=X-Cron-Secret=f00d');
    }
  });

  it('needs a project, the site URL and CRON_SECRET', () => {
    expect(() => parseScheduleArgs([], {})).toThrow(
      'Missing --project, --url (the deployed site, https://...), CRON_SECRET in the environment.',
    );
    expect(
      parseScheduleArgs(['--url', 'https://a.example', '--dry-run'], { GCLOUD_PROJECT: 'p', CRON_SECRET: 's' }),
    ).toEqual({
      project: 'p',
      url: 'https://a.example',
      secret: 's',
      location: 'us-central1',
      dryRun: true,
    });
  });
});
