/**
 * The download of one's data and docs/data-model.md say the same: the doc's "Download my data" table lists, per role,
 * exactly the sections the export writes (server/trusted/data-export/contents.ts, which the export test holds the
 * zip to), and every collection the doc describes has a row there, so a new collection is a decision, in or out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXPORT_CONTENTS } from '@/server/trusted/data-export/contents';

const DOC = readFileSync(path.resolve(__dirname, '../../docs/data-model.md'), 'utf8');

function section(heading: string): string {
  const start = DOC.indexOf(`\n## ${heading}`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = DOC.indexOf('\n## ', start + 1);
  return DOC.slice(start, end === -1 ? undefined : end);
}

/** The table's rows: collection -> { talent, company } as the doc says (yes / no). */
function exportTable(): Map<string, { talent: boolean; company: boolean }> {
  const rows = new Map<string, { talent: boolean; company: boolean }>();
  for (const line of section('Download my data').split('\n')) {
    const cells = /^\|\s*`(\w+)`\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|/.exec(line);
    if (cells) rows.set(cells[1], { talent: cells[2] === 'yes', company: cells[3] === 'yes' });
  }
  return rows;
}

/** A path pattern's collection: the last collection segment (`events/{id}/rsvps/{uid}` -> `rsvps`). */
const collectionOf = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .pop()!;

/** Every collection the doc gives a heading, or a row of the messaging table. */
function describedCollections(): Set<string> {
  const found = new Set<string>();
  for (const heading of DOC.match(/^#{2,3} .*$/gm) ?? []) {
    for (const [, pattern] of heading.matchAll(/`([\w{}/.]+)`/g)) {
      if (pattern.includes('/') || /^[a-z]\w+$/.test(pattern)) found.add(collectionOf(pattern));
    }
  }
  for (const [, pattern] of section('Messaging and notifications').matchAll(/^\|\s*`([\w{}/]+)`/gm))
    found.add(collectionOf(pattern));
  found.delete('api'); // the trusted operations' route, not a collection
  return found;
}

describe("docs/data-model.md and the download of one's data", () => {
  it.each(['talent', 'company'] as const)('lists for a %s exactly the sections the export writes', (role) => {
    const table = exportTable();
    const said = [...table].filter(([, roles]) => roles[role]).map(([name]) => name);
    expect(said.sort()).toEqual([...EXPORT_CONTENTS[role]].sort());
  });

  it('has a row, in or out, for every collection the data model describes', () => {
    const table = exportTable();
    const described = [...describedCollections()];
    expect(described.length).toBeGreaterThan(20);
    expect(described.filter((name) => !table.has(name))).toEqual([]);
  });
});
