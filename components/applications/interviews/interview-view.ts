/** How an interview reads on screen: times in the viewer's own zone, and its calendar file as a download. */
import { downloadText } from '@/components/ui/download-text';
import { formatDateTime, formatTimeRange } from '@/services/format/dates';
import { ICS_CONTENT_TYPE, INTERVIEW_ICS_NAME, interviewCalendar } from '@/services/format/interview-calendar';
import type { Interview, InterviewSlot } from '@/services/schemas/interview-constants';

/** The zone this browser shows times in (UTC when the platform names none it can use). */
export function viewerZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Tue, 1 Dec 2026, 10:00 – 10:30 WET", in the viewer's zone. */
export const slotText = (slot: InterviewSlot, zone: string = viewerZone()) =>
  formatTimeRange(slot.startsAt, slot.endsAt, zone);

export const chosenSlot = (interview: Interview): InterviewSlot | null =>
  interview.startsAt !== undefined && interview.endsAt !== undefined
    ? { startsAt: interview.startsAt, endsAt: interview.endsAt }
    : null;

/** When the interview last changed, for the cancel notice. */
export const changedText = (interview: Interview) =>
  interview.updatedAt === null ? '' : formatDateTime(interview.updatedAt);

/** "Add to calendar": the same file the confirmation email carries, made here from what the screen shows. */
export function downloadInterviewCalendar(interview: Interview): void {
  const file = interviewCalendar(interview, Date.now());
  if (file) downloadText(file, INTERVIEW_ICS_NAME, ICS_CONTENT_TYPE);
}
