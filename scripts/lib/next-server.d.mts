/** Types of next-server.mjs, for the TypeScript scripts that import it. */
export const root: string;
export const SERVER_HEAP_FLAGS: string[];
export function localModeEnv(dataDir: string, extra?: Record<string, string>): NodeJS.ProcessEnv;
export function nextBuild(env: NodeJS.ProcessEnv): Promise<{ code: number; ms: number }>;
export interface NextServer {
  url: string;
  /** The server's process id, also its process group's (its workers belong to that group). */
  pid: number;
  stop(): Promise<void>;
  logTail(lines?: number): string;
}
export function startNext(options: {
  env: NodeJS.ProcessEnv;
  logFile: string;
  timeoutMs?: number;
}): Promise<NextServer>;
