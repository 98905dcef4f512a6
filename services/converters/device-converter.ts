/**
 * devices/{uid}_{device}: the devices an account is signed in on, written only by the trusted device operations.
 * `device` is a random id the browser keeps across sign-ins, so a second sign-in from it is not a new device.
 */
import type { DocSnapshot } from '../backend/types';
import { toMillis } from './lenient';

export const DEVICES = 'devices';
export const devicePath = (uid: string, device: string) => `${DEVICES}/${uid}_${device}`;

export interface Device {
  device: string;
  /** The browser and its major version, e.g. "Chrome 131"; "Unknown browser" when its user agent names none known. */
  browser: string;
  /** "Windows", "macOS", "Android", ...; "Unknown system" likewise. */
  os: string;
  /** The country a hosting header named at the last visit; null when none did. */
  place: string | null;
  /** Epoch ms. */
  signedInAt: number;
  lastActive: number;
  /** When its session was ended (from any device, or by signing out everywhere); null while signed in. */
  endedAt: number | null;
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

export function deviceFromSnapshot(snap: DocSnapshot): Device {
  const data = snap.data ?? {};
  return {
    device: textOr(data.device, snap.id),
    browser: textOr(data.browser, 'Unknown browser'),
    os: textOr(data.os, 'Unknown system'),
    place: typeof data.place === 'string' && data.place ? data.place : null,
    signedInAt: toMillis(data.signedInAt) ?? 0,
    lastActive: toMillis(data.lastActive) ?? 0,
    endedAt: data.endedAt == null ? null : (toMillis(data.endedAt) ?? 0),
  };
}
