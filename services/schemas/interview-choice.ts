/** The talent's choice among an interview's proposed times, apart from the proposal's schema (and its zone list). */
import { z } from 'zod/mini';

/** The radio group's value is the slot's index. */
export const chooseSlotSchema = z.object({ slot: z.string().check(z.regex(/^\d$/, 'Pick one of the times.')) });
export type ChooseSlotForm = z.output<typeof chooseSlotSchema>;
