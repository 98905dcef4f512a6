/**
 * Next calls `register` once when the server starts. In local mode the scheduled jobs run on the engine's timer
 * (server/app/schedule.ts), which starts when the engine opens: opening it here means a restarted server runs
 * them without waiting for a first request. Firebase mode has Cloud Scheduler instead; LOCAL_SCHEDULE=off keeps
 * the engine lazy (the test servers).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Next leaves SIGTERM and SIGINT to us when NEXT_MANUAL_SIG_HANDLE is set (npm start sets it): a clean stop.
  if (process.env.NEXT_MANUAL_SIG_HANDLE === 'true') {
    const { installGracefulStop } = await import('./server/local/graceful-stop');
    const firebase = process.env.NEXT_PUBLIC_BACKEND === 'firebase';
    installGracefulStop({
      engine: firebase
        ? async () => undefined
        : async () => (await import('./server/local/engine')).currentLocalEngine(),
    });
  }
  if (process.env.NEXT_PUBLIC_BACKEND === 'firebase' || process.env.LOCAL_SCHEDULE === 'off') return;
  const { getLocalEngine } = await import('./server/app/local-engine');
  // A failure is logged by getLocalEngine and answered by the first request; the server still starts.
  getLocalEngine().catch(() => undefined);
}
