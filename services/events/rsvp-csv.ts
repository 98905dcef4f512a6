/** The RSVP list as CSV, for the administrators' export: its own module so the CSV library loads only when they export. */
import { toCsv } from '../csv';
import { isoInstant } from '../format/dates';
import type { Rsvp } from '../schemas/event';

export function rsvpsToCsv(rsvps: Rsvp[]): string {
  const rows = [['Name', 'Email', 'Status', 'RSVPed at (UTC)']];
  for (const r of rsvps) rows.push([r.name, r.email, r.status, isoInstant(r.createdAt)]);
  return toCsv(rows);
}
