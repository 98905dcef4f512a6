/**
 * npm run trust:measure [-- --verbose]
 *
 * Runs the scam-signal checker (server/trust/) over the labelled sets in tests/fixtures/trust/ and prints precision,
 * recall and the share of honest postings held, for the development set, the held-out set and both. --verbose also
 * lists every miss and false alarm with the signals found.
 */
import { checkItem } from '../server/trust/check';
import {
  DEV_SET,
  HELD_OUT_SET,
  describeFigures,
  loadLabelled,
  measure,
  type LabelledItem,
} from '../server/trust/measure';

function details(set: readonly LabelledItem[], ids: string[], heading: string): string[] {
  return ids.map((id) => {
    const x = set.find((s) => s.id === id)!;
    const r = checkItem(x.item);
    const text = `${x.item.title ? `${x.item.title}: ` : ''}${x.item.text}`.slice(0, 110);
    return `  ${heading} ${id} [${x.item.kind}, ${x.lang}] ${r.signals.join('; ') || 'no signal'} | ${text}`;
  });
}

const verbose = process.argv.includes('--verbose');
const dev = loadLabelled(DEV_SET);
const heldOut = loadLabelled(HELD_OUT_SET);
for (const [name, set] of [
  ['development set', dev],
  ['held-out set', heldOut],
  ['both', [...dev, ...heldOut]],
] as const) {
  const figures = measure(set);
  console.log(describeFigures(name, figures));
  if (verbose && name !== 'both') {
    for (const line of details(set, figures.missed, 'missed')) console.log(line);
    for (const line of details(set, figures.falseAlarms, 'false alarm')) console.log(line);
  }
}
