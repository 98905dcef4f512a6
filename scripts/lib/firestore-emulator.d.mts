/** Types of firestore-emulator.mjs for the TypeScript scripts that start it (deploy:check). */
export type EmulatorReady =
  { host: string; reused?: boolean; seconds?: number } | { skipped: string } | { failed: string };

export function provideFirestoreEmulator(options: {
  env?: Record<string, string | undefined>;
  host?: string;
  projectId: string;
  rulesFile?: string;
  log: (line: string) => void;
}): { ready: Promise<EmulatorReady>; stop(): Promise<void> };
