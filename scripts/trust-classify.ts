/**
 * npm run trust:classify < item.json
 *
 * Reads ONE item as JSON on standard input, `{ kind: 'job' | 'message', title?, text, pay?, category?, level?, first? }`,
 * runs the scam-signal checker (server/trust/) and prints `scam` or `honest` on the first line, then each signal
 * found, one per line. Exit code 0 either way; 2 when the input is not such an item, with a message on stderr. For
 * the back office and for tests.
 */
import path from 'node:path';
import { checkItem } from '../server/trust/check';
import { trustItemSchema, type TrustResult } from '../server/trust/item';

export const CLASSIFY_USAGE =
  'Usage: npm run trust:classify < item.json, where item.json is { "kind": "job" | "message", "text": "...", ' +
  '"title"?, "pay"?: { "max", "currency", "period" }, "category"?, "level"?, "first"? }';

/** The answer for one JSON text, or an error message saying what is wrong with it. */
export function classify(input: string): { result: TrustResult } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(input);
  } catch {
    return { error: 'The input is not JSON.' };
  }
  const parsed = trustItemSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'item'}: ${i.message}`);
    return { error: `The input is not an item: ${issues.join('; ')}` };
  }
  return { result: checkItem(parsed.data) };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const answer = classify(await readStdin());
  if ('error' in answer) {
    console.error(answer.error);
    console.error(CLASSIFY_USAGE);
    process.exitCode = 2;
    return;
  }
  console.log([answer.result.verdict, ...answer.result.signals].join('\n'));
}

if (path.basename(process.argv[1] ?? '').startsWith('trust-classify')) void main();
