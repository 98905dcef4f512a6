/**
 * Interviews: the company of an application in the Interview stage proposes one to five times, the talent picks
 * one, and either may then see it in the calendar. One interview per application, `interviews/<applicationId>`:
 * proposing again (new times) replaces the proposal and counts a new `round`, which is how a company reschedules.
 * Times are stored as instants; everyone reads them in their own zone.
 */
import { z } from 'zod/mini';
import { isTimeZone } from './event-constants';
import { INTERVIEW_LIMITS, INTERVIEW_MINUTES } from './interview-constants';

const MINUTE_MS = 60_000;

const slotSchema = z.strictObject({ startsAt: z.number().check(z.int()), endsAt: z.number().check(z.int()) });

/** What the service writes for a proposal: instants, checked to be ahead, of a sensible length and distinct. */
export const proposeInputSchema = z
  .strictObject({
    slots: z
      .array(slotSchema)
      .check(
        z.minLength(1, 'Propose at least one time.'),
        z.maxLength(INTERVIEW_LIMITS.slotsMax, `Propose at most ${INTERVIEW_LIMITS.slotsMax} times.`),
      ),
    timeZone: z.string().check(z.refine(isTimeZone, 'Choose a time zone')),
    details: z.optional(z.string().check(z.trim(), z.maxLength(INTERVIEW_LIMITS.detailsMax))),
  })
  .check(
    z.superRefine((input, ctx) => {
      const now = Date.now();
      const starts = new Set<number>();
      input.slots.forEach((slot, i) => {
        const minutes = (slot.endsAt - slot.startsAt) / MINUTE_MS;
        if (slot.startsAt <= now)
          ctx.addIssue({ code: 'custom', path: ['slots', i, 'startsAt'], message: 'Pick a time in the future.' });
        if (minutes < INTERVIEW_LIMITS.minutesMin || minutes > INTERVIEW_LIMITS.minutesMax) {
          ctx.addIssue({
            code: 'custom',
            path: ['slots', i, 'endsAt'],
            message: `An interview lasts ${INTERVIEW_LIMITS.minutesMin} minutes to ${INTERVIEW_LIMITS.minutesMax / 60} hours.`,
          });
        }
        if (starts.has(slot.startsAt))
          ctx.addIssue({ code: 'custom', path: ['slots', i, 'startsAt'], message: 'This time is proposed twice.' });
        starts.add(slot.startsAt);
      });
    }),
  );
export type ProposeInput = z.input<typeof proposeInputSchema>;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The company's form: times as the date-time inputs give them (wall-clock in the company's own zone), one length
 * for every slot, and the details. The screen turns it into `ProposeInput`; `Date.parse` of a value without an
 * offset reads it in the browser's zone, the one the form states.
 */
export const proposeFormSchema = z
  .object({
    slots: z
      .array(z.object({ start: z.string().check(z.regex(LOCAL_TIME, 'Enter a date and a time.')) }))
      .check(z.minLength(1, 'Propose at least one time.'), z.maxLength(INTERVIEW_LIMITS.slotsMax)),
    minutes: z.enum(INTERVIEW_MINUTES, 'Choose how long the interview lasts.'),
    details: z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          INTERVIEW_LIMITS.detailsMax,
          `Keep the details to ${INTERVIEW_LIMITS.detailsMax} characters or fewer.`,
        ),
      ),
  })
  .check(
    z.superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.slots.forEach((slot, i) => {
        if (!LOCAL_TIME.test(slot.start)) return;
        if (Date.parse(slot.start) <= Date.now())
          ctx.addIssue({ code: 'custom', path: ['slots', i, 'start'], message: 'Pick a time in the future.' });
        else if (seen.has(slot.start))
          ctx.addIssue({ code: 'custom', path: ['slots', i, 'start'], message: 'This time is proposed twice.' });
        seen.add(slot.start);
      });
    }),
  );
export type ProposeForm = z.output<typeof proposeFormSchema>;

const reasonSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(INTERVIEW_LIMITS.reasonMax, `Keep the note to ${INTERVIEW_LIMITS.reasonMax} characters or fewer.`),
  );

/** The cancel notice's optional words to the talent. */
export const cancelInputSchema = z.strictObject({ reason: z.optional(reasonSchema) });
export type CancelInput = z.input<typeof cancelInputSchema>;
/** The cancel confirmation's one field (empty: no note). */
export const cancelFormSchema = z.object({ reason: reasonSchema });
export type CancelForm = z.output<typeof cancelFormSchema>;
