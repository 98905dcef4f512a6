#!/usr/bin/env node
/**
 * `npm start`: `next start` with a clean stop. NEXT_MANUAL_SIG_HANDLE tells Next to leave SIGTERM and SIGINT to the
 * app (instrumentation.ts installs server/local/graceful-stop.ts): the requests under way finish, the local engine
 * closes and releases its data folder, then the process exits 0. Next runs in this process, so a signal sent to
 * `npm start` (or to this script) reaches the handler directly. Arguments pass through: `npm start -- -p 4000`.
 */
import { createRequire } from 'node:module';

process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
process.argv = [process.argv[0], nextBin, 'start', ...process.argv.slice(2)];
require(nextBin);
