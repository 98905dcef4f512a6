/**
 * Opens the local data folder of LOCAL_DATA_DIR as `npm start` would with the same environment (its demo seed with
 * LOCAL_SEED=true, its upgrades), then closes it: the end-to-end run seeds the server's folder this way while the
 * app builds, so the server's first request finds it ready.
 *   tsx scripts/lib/open-local-folder.ts
 */
import { appEngineOptions } from '../../server/app/local-engine';
import { openLocalEngine } from '../../server/local/engine';

async function main() {
  const engine = await openLocalEngine(appEngineOptions());
  await engine.close();
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
