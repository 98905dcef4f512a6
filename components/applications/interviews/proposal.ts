/** The company's proposal form, read: its wall-clock times in the company's zone as the instants the service stores. */
import { zonedToUtc } from '@/services/format/zoned-time';
import { isTimeZone } from '@/services/schemas/event-constants';
import type { ProposeForm, ProposeInput } from '@/services/schemas/interview';

const MINUTE_MS = 60_000;

/** The zone the form's times are in: this browser's, when the server's list has it (else UTC, said on screen). */
export function formZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Each time read in `zone`, every slot of the chosen length; no details, no field. */
export function proposalFromForm(values: ProposeForm, zone: string): ProposeInput {
  const minutes = Number(values.minutes);
  return {
    slots: values.slots.map(({ start }) => {
      const startsAt = zonedToUtc(start, zone);
      return { startsAt, endsAt: startsAt + minutes * MINUTE_MS };
    }),
    timeZone: zone,
    ...(values.details ? { details: values.details } : {}),
  };
}
