/**
 * A device an account is signed in on: `devices/{uid}_{device}`, written only by the trusted operations. `device` is
 * a random id the browser keeps across sign-ins, so a second sign-in from it is not a new device.
 */
import { z } from 'zod/mini';

/** Random, URL-safe, made by the browser once (services/account/device-id.ts). */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a device id'));

export const DEVICE_KEYS = ['uid', 'device', 'browser', 'os', 'place', 'signedInAt', 'lastActive', 'endedAt'] as const;

export interface Device {
  device: string;
  /** The browser and its major version, e.g. "Chrome 131"; "Unknown browser" when its user agent says nothing known. */
  browser: string;
  /** "Windows", "macOS", "Android", ...; "Unknown system" likewise. */
  os: string;
  /** The country the hosting's header named at the last visit; null when none did. */
  place: string | null;
  signedInAt: Date;
  lastActive: Date;
  /** When its session was ended (from any device, or by signing out everywhere); null while signed in. */
  endedAt: Date | null;
}

export const devicePath = (uid: string, device: string) => `devices/${uid}_${device}`;
