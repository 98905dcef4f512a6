/**
 * npm run trust:measure [-- --verbose]
 *
 * Runs the scam-signal checker (server/trust/) over the labelled sets in tests/fixtures/trust/ and prints precision,
 * recall and the share of honest postings held, for each set and all together. --verbose also
 * lists every miss and false alarm with the signals found.
 */
import { checkItem } from '../server/trust/check';
import { LABELLED_SETS, describeFigures, loadLabelled, measure, type LabelledItem } from '../server/trust/measure';

function details(set: readonly LabelledItem[], ids: string[], heading: string): string[] {
  return ids.map((id) => {
    const x = set.find((s) => s.id === id)!;
    const r = checkItem(x.item);
    const text = `${x.item.title ? `${x.item.title}: ` : ''}${x.item.text}`.slice(0, 110);
    return `  ${heading} ${id} [${x.item.kind}, ${x.lang}] ${r.signals.join('; ') || 'no signal'} | ${text}`;
  });
}

const verbose = process.argv.includes('--verbose');
const sets = LABELLED_SETS.map(({ name, file }) => ({ name, set: loadLabelled(file) }));
for (const { name, set } of [...sets, { name: 'all sets', set: sets.flatMap((s) => s.set) }]) {
  const figures = measure(set);
  console.log(describeFigures(name, figures));
  if (verbose && name !== 'all sets') {
    for (const line of details(set, figures.missed, 'missed')) console.log(line);
    for (const line of details(set, figures.falseAlarms, 'false alarm')) console.log(line);
  }
}
