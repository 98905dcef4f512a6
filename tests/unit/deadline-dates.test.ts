/**
 * A job's deadline is a calendar date: the day the company picks is the day every viewer reads, whatever the zone of
 * the company's browser or of the viewer's, and the job closes once that day is over everywhere on Earth. Each zone
 * runs with the process's own zone set (process.env.TZ), as a browser there would.
 */
import { EMPTY_JOB_FORM, formValuesToInput, jobToFormValues } from '@/components/jobs/job-form-values';
import { applyBlocker } from '@/services/format/job-format';
import { formatCalendarDate } from '@/services/format/dates';
import { dateInputFromDeadline, deadlineFromDateInput } from '@/services/format/deadlines';
import { jobInputSchema } from '@/services/schemas/job';
import { makeJob } from '../components/jobs-fixtures';

/** 7 Nov 2026 has ended everywhere: midnight at UTC-12 is noon UTC the next day. */
const END_OF_7_NOV_EVERYWHERE = Date.UTC(2026, 10, 8, 11, 59, 59, 999);

const ZONES = [
  { name: 'UTC-10', tz: 'Pacific/Honolulu', offsetMinutes: 600 },
  { name: 'UTC+0', tz: 'UTC', offsetMinutes: 0 },
  { name: 'UTC+14', tz: 'Pacific/Kiritimati', offsetMinutes: -840 },
];

describe.each(ZONES)('a deadline picked at $name', ({ tz, offsetMinutes }) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
    // The zone really applies to this process (a test that did not switch zones would prove nothing).
    expect(new Date(2026, 10, 7).getTimezoneOffset()).toBe(offsetMinutes);
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('is stored as the same instant, the end of that day everywhere', () => {
    expect(formValuesToInput({ ...EMPTY_JOB_FORM, deadline: '2026-11-07' }).deadline).toBe(END_OF_7_NOV_EVERYWHERE);
    expect(deadlineFromDateInput('2026-11-07')).toBe(END_OF_7_NOV_EVERYWHERE);
  });

  it('reads as the date picked: on the job, in the edit form and once passed', () => {
    const job = makeJob({
      deadline: formValuesToInput({ ...EMPTY_JOB_FORM, deadline: '2026-11-07' }).deadline ?? null,
    });
    expect(formatCalendarDate(job.deadline)).toBe('7 Nov 2026');
    expect(jobToFormValues(job).deadline).toBe('2026-11-07');
    expect(applyBlocker(job, END_OF_7_NOV_EVERYWHERE)).toBe('The application deadline passed on 7 Nov 2026.');
  });

  it('keeps the job open through the whole day here and closes it at the stored moment', () => {
    const job = makeJob({ status: 'active', deadline: deadlineFromDateInput('2026-11-07') });
    const lastMinuteHere = new Date(2026, 10, 7, 23, 59).getTime();
    expect(applyBlocker(job, lastMinuteHere)).toBeNull();
    expect(applyBlocker(job, END_OF_7_NOV_EVERYWHERE - 1)).toBeNull();
    expect(applyBlocker(job, END_OF_7_NOV_EVERYWHERE)).not.toBeNull();
    // Picking today late in the evening is still a future deadline for the service, the rules and the policy.
    const lateToday = new Date(2026, 10, 7, 23, 0).getTime();
    const input = formValuesToInput({ ...EMPTY_JOB_FORM, deadline: '2026-11-07' });
    expect(input.deadline).toBeGreaterThan(lateToday);
    expect(
      jobInputSchema(lateToday)
        .safeParse(input)
        .error?.issues.some((i) => i.path[0] === 'deadline') ?? false,
    ).toBe(false);
  });
});

describe('deadline dates', () => {
  it('refuse days that do not exist and read older deadlines (the end of the day in the writer zone) as that day', () => {
    expect(deadlineFromDateInput('2026-02-31')).toBeNaN();
    expect(deadlineFromDateInput('')).toBeNaN();
    // Written by a company at UTC-10 and one at UTC+5:30, each at 23:59:59 on 7 Nov where it was.
    for (const legacy of [Date.UTC(2026, 10, 8, 9, 59, 59), Date.UTC(2026, 10, 7, 18, 29, 59)]) {
      expect(formatCalendarDate(legacy)).toBe('7 Nov 2026');
      expect(dateInputFromDeadline(legacy)).toBe('2026-11-07');
    }
  });
});
