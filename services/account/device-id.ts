/**
 * This browser's device id: made once, kept in local storage across sign-ins and sign-outs, so the account's device
 * list shows one entry per browser and a sign-in from it again is not announced as a new device. Clearing the
 * site's data makes it a new device, as it is to the person too.
 */
const KEY = 'device-id';

export function deviceId(): string {
  try {
    const known = window.localStorage.getItem(KEY);
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
    const made = crypto.randomUUID().replaceAll('-', '');
    window.localStorage.setItem(KEY, made);
    return made;
  } catch {
    // Storage refused (a private window's quota): a device id for this page's life.
    return (memory ??= crypto.randomUUID().replaceAll('-', ''));
  }
}

let memory: string | undefined;
