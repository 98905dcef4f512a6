/** The reason an administrator gives for an action (./audit.ts): what the talent or company is told. */
import { z } from 'zod/mini';
import { REASON_MAX } from './audit';

export const reasonSchema = z.string().check(z.trim(), z.minLength(1, 'Give a reason.'), z.maxLength(REASON_MAX));

/** The action dialog's form: with a reason checked as the server checks it, or with none to give. */
export const reasonFormSchema = z.object({ reason: reasonSchema });
export const noReasonFormSchema = z.object({ reason: z.string() });
