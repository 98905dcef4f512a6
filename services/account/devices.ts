/**
 * The devices the signed-in account is signed in on: its list (latest activity first), this browser's record live,
 * and the trusted operations that record a visit and end sessions.
 */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { DEVICES, deviceFromSnapshot, devicePath, type Device } from '../converters/device-converter';
import { deviceId } from './device-id';

/** More than anyone uses; the list is one query. */
const DEVICES_SHOWN = 20;

export async function listDevices(uid: string): Promise<Device[]> {
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: DEVICES,
    where: [{ field: 'uid', op: '==', value: uid }],
    orderBy: [{ field: 'lastActive', direction: 'desc' }],
    limit: DEVICES_SHOWN,
  });
  return snaps.map(deviceFromSnapshot);
}

/** This browser is in use: `ended` when its session was ended from another device (it must sign out). */
export async function deviceSeen(): Promise<{ ended: boolean }> {
  return (await getBackend()).callTrusted('device-seen', { device: deviceId() });
}

/** Calls `onEnded` once this browser's session is ended from another device; a missing record is not an end. */
export function watchThisDevice(uid: string, onEnded: () => void): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  getBackend().then(
    (backend) => {
      if (cancelled) return;
      stop = backend.docs.onDoc(
        devicePath(uid, deviceId()),
        (snap) => snap.exists && deviceFromSnapshot(snap).endedAt !== null && onEnded(),
        // An ended local session drops the feed: the area's guard learns it from the provider.
        () => undefined,
      );
    },
    () => undefined,
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export async function signOutDevice(device: string): Promise<void> {
  await (await getBackend()).callTrusted('device-sign-out', { device });
}

export async function signOutEverywhere(): Promise<number> {
  return (await (await getBackend()).callTrusted('devices-sign-out-all', {})).ended;
}
