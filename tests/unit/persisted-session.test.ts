/** Reading the Auth SDK's persisted session without the SDK (services/backend/firebase/persisted-session.ts). */
import { readPersistedSession } from '@/services/backend/firebase/persisted-session';

const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const NOW = Date.parse('2026-01-01T12:00:00Z');

const storageWith = (value: unknown) => ({
  getItem: (key: string) => (key === KEY && value !== undefined ? JSON.stringify(value) : null),
});
const stored = (expirationTime: number) => ({
  uid: 'u1',
  email: 'a@b.test',
  emailVerified: true,
  stsTokenManager: { accessToken: 'token-1', refreshToken: 'refresh', expirationTime },
});

describe('readPersistedSession', () => {
  it('gives the user and token of a session valid for more than five minutes', () => {
    expect(readPersistedSession('demo-api-key', storageWith(stored(NOW + 30 * 60_000)), NOW)).toEqual({
      user: { uid: 'u1', email: 'a@b.test', emailVerified: true },
      token: 'token-1',
      expiresAt: NOW + 30 * 60_000,
    });
  });

  it('leaves a token about to expire, or expired, to the SDK', () => {
    expect(readPersistedSession('demo-api-key', storageWith(stored(NOW + 4 * 60_000)), NOW)).toBeNull();
    expect(readPersistedSession('demo-api-key', storageWith(stored(NOW - 1)), NOW)).toBeNull();
  });

  it('is null when nothing is stored, for another API key, or when the entry is not what the SDK writes', () => {
    expect(readPersistedSession('demo-api-key', storageWith(undefined), NOW)).toBeNull();
    expect(readPersistedSession('other-key', storageWith(stored(NOW + 30 * 60_000)), NOW)).toBeNull();
    expect(readPersistedSession('demo-api-key', { getItem: () => '{not json' }, NOW)).toBeNull();
    expect(readPersistedSession('demo-api-key', storageWith({ uid: 'u1' }), NOW)).toBeNull();
  });
});
