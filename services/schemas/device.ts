/** A device an account is signed in on (`devices/{uid}_{device}`, services/converters/device-converter.ts). */
import { z } from 'zod/mini';

/** Random and URL-safe, made by the browser once and kept across sign-ins (services/account/device-id.ts). */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a device id'));
