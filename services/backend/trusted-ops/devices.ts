/**
 * The devices an account is signed in on: each browser says it is there (at every visit of a signed-in area), and
 * the account ends one device's session or all of them.
 */
import { z } from 'zod/mini';
import { deviceIdSchema } from '../../schemas/device';
import { trustedOp } from './define';

export const DEVICE_OPS = {
  /**
   * This browser is signed in and in use: records it (a first sign-in from it is announced by email) and its last
   * activity; `ended` when its session was ended from another device, and the browser must sign out.
   */
  'device-seen': trustedOp(z.strictObject({ device: deviceIdSchema })).returns<{ ended: boolean }>(),
  /** Ends the session of one of the caller's devices (this one included). */
  'device-sign-out': trustedOp(z.strictObject({ device: deviceIdSchema })).returns<{ ended: true }>(),
  /** Ends every session of the account, this browser's too: every device then signs in again. */
  'devices-sign-out-all': trustedOp(z.strictObject({})).returns<{ ended: number }>(),
};
