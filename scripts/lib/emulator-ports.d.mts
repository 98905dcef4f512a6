/** Types of emulator-ports.mjs, for the TypeScript tests that import it. */
export interface EmulatorAddress {
  host: string;
  port: number;
  hostPort: string;
}
export type EmulatorPorts = Record<'auth' | 'firestore' | 'storage', EmulatorAddress>;
export const DEMO_PROJECT_ID: string;
export function emulatorPorts(firebaseJson: unknown): EmulatorPorts;
export function readFirebaseJson(file?: string): unknown;
export function emulatorEnv(ports?: EmulatorPorts): Record<string, string>;
