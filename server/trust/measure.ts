/**
 * How well the checker does on a labelled set (tests/fixtures/trust/): precision and recall on scams, and the
 * share of honest job postings it would hold for review, the figure the product promises to keep at 2 % or less.
 * Shared by `npm run trust:measure` and the test that fails when the figures slip.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkItem } from './check';
import { trustItemSchema, type TrustItem } from './item';

export interface LabelledItem {
  id: string;
  label: 'scam' | 'honest';
  /** The language it is written in (en, fr, sw, pt, es, de). */
  lang: string;
  item: TrustItem;
}

export interface Figures {
  items: number;
  scams: number;
  honest: number;
  caught: number;
  /** Honest items the checker called scams, with their ids. */
  falseAlarms: string[];
  /** Scams it let through, with their ids. */
  missed: string[];
  precision: number;
  recall: number;
  /** Honest job postings held, over all honest job postings. */
  honestJobsHeld: number;
  /** Honest messages that would carry the warning, over all honest messages. */
  honestMessagesFlagged: number;
}

export const LABELLED_DIR = path.join(__dirname, '../../tests/fixtures/trust');
/**
 * The labelled sets, in the order they were written. Each held-out set was written after a round of rules was frozen
 * and measured before any change; the next round was tuned on it, so only the last is still blind. docs/trust.md
 * keeps the figures each one gave when it was new, and the commits of the rounds.
 */
export const LABELLED_SETS = [
  { name: 'development set', file: 'labelled-dev.json' },
  { name: 'held-out set 1 (rules of round 1, since tuned on)', file: 'labelled-held-out.json' },
  { name: 'held-out set 2 (rules of round 2, since tuned on)', file: 'labelled-held-out-2.json' },
  { name: 'held-out set 3 (rules of round 3, blind)', file: 'labelled-held-out-3.json' },
] as const;

export function loadLabelled(file: string): LabelledItem[] {
  const raw = JSON.parse(readFileSync(path.join(LABELLED_DIR, file), 'utf8')) as LabelledItem[];
  return raw.map((x) => ({ ...x, item: trustItemSchema.parse(x.item) }));
}

const share = (n: number, d: number) => (d === 0 ? 0 : n / d);

export function measure(set: readonly LabelledItem[]): Figures {
  const verdicts = set.map((x) => ({ x, scam: checkItem(x.item).verdict === 'scam' }));
  const scams = verdicts.filter((v) => v.x.label === 'scam');
  const honest = verdicts.filter((v) => v.x.label === 'honest');
  const caught = scams.filter((v) => v.scam).length;
  const falseAlarms = honest.filter((v) => v.scam).map((v) => v.x.id);
  const honestOf = (kind: 'job' | 'message') => honest.filter((v) => v.x.item.kind === kind);
  return {
    items: set.length,
    scams: scams.length,
    honest: honest.length,
    caught,
    falseAlarms,
    missed: scams.filter((v) => !v.scam).map((v) => v.x.id),
    precision: share(caught, caught + falseAlarms.length),
    recall: share(caught, scams.length),
    honestJobsHeld: share(honestOf('job').filter((v) => v.scam).length, honestOf('job').length),
    honestMessagesFlagged: share(honestOf('message').filter((v) => v.scam).length, honestOf('message').length),
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** One line of figures for a set, as the script and the test print it. */
export function describeFigures(name: string, f: Figures): string {
  return (
    `${name}: ${f.items} items (${f.scams} scams, ${f.honest} honest); precision ${pct(f.precision)}, ` +
    `recall ${pct(f.recall)} (${f.caught}/${f.scams}); honest jobs held ${pct(f.honestJobsHeld)}, ` +
    `honest messages flagged ${pct(f.honestMessagesFlagged)}`
  );
}
