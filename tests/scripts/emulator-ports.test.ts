/**
 * firebase.json is the one source of the emulators' ports: what the scripts read from it, the environment they hand
 * to the app and the seed script, and the app's own emulator connection all agree with it.
 */
import { DEMO_PROJECT_ID, emulatorEnv, emulatorPorts, readFirebaseJson } from '@/scripts/lib/emulator-ports.mjs';
import { DEMO_PROJECT_ID as APP_DEMO_PROJECT_ID, EMULATOR_PORTS } from '@/services/backend/emulators';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';

const sample = {
  emulators: {
    auth: { host: '127.0.0.1', port: 19099 },
    firestore: { port: 18080 },
    storage: { host: 'localhost', port: '19199' },
  },
};

describe('emulatorPorts', () => {
  it('reads each emulator port and host, defaulting the host to 127.0.0.1', () => {
    expect(emulatorPorts(sample)).toEqual({
      auth: { host: '127.0.0.1', port: 19099, hostPort: '127.0.0.1:19099' },
      firestore: { host: '127.0.0.1', port: 18080, hostPort: '127.0.0.1:18080' },
      storage: { host: 'localhost', port: 19199, hostPort: 'localhost:19199' },
    });
  });

  it('refuses a missing block, a missing emulator or a port that is not a port number', () => {
    expect(() => emulatorPorts({})).toThrow(/no "emulators" block/);
    expect(() => emulatorPorts({ emulators: { ...sample.emulators, firestore: undefined } })).toThrow(
      /emulators\.firestore\.port/,
    );
    expect(() => emulatorPorts({ emulators: { ...sample.emulators, auth: { port: 'nine' } } })).toThrow(
      /emulators\.auth\.port/,
    );
    expect(() => emulatorPorts({ emulators: { ...sample.emulators, storage: { port: 70000 } } })).toThrow(
      /emulators\.storage\.port/,
    );
  });

  it('points the app, the Admin SDK and the seed at those ports, on the one demo project', () => {
    expect(emulatorEnv(emulatorPorts(sample))).toMatchObject({
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'true',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-marketplace',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080',
    });
  });

  it("matches the app's emulator connection and demo project (both read this project's firebase.json)", () => {
    const ports = emulatorPorts(readFirebaseJson());
    expect(EMULATOR_PORTS).toEqual({
      auth: ports.auth.port,
      firestore: ports.firestore.port,
      storage: ports.storage.port,
    });
    expect(DEMO_PROJECT_ID).toBe(APP_DEMO_PROJECT_ID);
  });

  it("lets the app's images load from the Storage emulator's port in firebase.json", () => {
    const storagePort = String(emulatorPorts(readFirebaseJson()).storage.port);
    const nextConfig = createRequire(import.meta.url)('../../next.config.js') as NextConfig;
    const emulatorHosts = (nextConfig.images?.remotePatterns ?? []).flatMap((p) =>
      p instanceof URL || p.protocol !== 'http' ? [] : [`${p.hostname}:${p.port}`],
    );
    expect(emulatorHosts).toEqual([`127.0.0.1:${storagePort}`, `localhost:${storagePort}`]);
  });
});
