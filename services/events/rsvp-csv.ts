/** The RSVP list as CSV, for the administrators' export: its own module so the CSV library loads only when they export. */
import { toCsv } from '../csv';
import { isoInstant } from '../format/dates';
import type { Rsvp } from '../schemas/event';

export function rsvpsToCsv(rsvps: Rsvp[]): string {
  const rows = [['Name', 'Email', 'Status', 'RSVPed at (UTC)', 'RSVPed by']];
  // A company's RSVP names the member of its team who took the seat; a talent's is its own.
  for (const r of rsvps) rows.push([r.name, r.email, r.status, isoInstant(r.createdAt), r.memberName ?? '']);
  return toCsv(rows);
}
