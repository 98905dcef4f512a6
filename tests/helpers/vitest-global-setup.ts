/** Removes the run's demo-seeded data folder (tests/helpers/local-server.ts) once every suite is done. */
import { rmSync } from 'node:fs';

export default function setup() {
  return () => {
    const cache = process.env.DEMO_SEED_CACHE;
    if (cache) rmSync(cache, { recursive: true, force: true });
  };
}
