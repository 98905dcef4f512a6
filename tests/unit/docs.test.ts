/**
 * The README stays a page its readers finish, and the documents it leads to are where it says: no link to a file or
 * a heading that is not there, no path in the text that no longer exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const README_MAX_LINES = 250;

/** The Markdown documents this checks: the README, the changelog and everything under docs/. */
const documents = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The text outside fenced code blocks, where links and paths are prose. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** Link targets of `[text](target)`, without web addresses and mail links. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = [...prose(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]));
  return new Set(headings);
}

/** What is wrong with one link of `from`, or null when it leads somewhere. */
function brokenLink(from: string, target: string): string | null {
  const [file, anchor] = target.split('#');
  const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(from), file)) : from;
  if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) return `${from}: ${target} (no such file)`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
    return `${from}: ${target} (no heading #${anchor} in ${resolved})`;
  return null;
}

const TOP_FOLDERS = [
  'pages',
  'layouts',
  'components',
  'hooks',
  'store',
  'services',
  'server',
  'constants',
  'styles',
  'scripts',
  'tests',
  'types',
  'docs',
  'extensions',
  '.github',
  '.ci',
];

/**
 * Repository paths written in backticks (`server/trusted/registry.ts`, `tests/access/`): a path under one of the
 * top folders, without placeholders (`<domain>`), globs or braces.
 */
function namedPaths(text: string): string[] {
  return [...prose(text).matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/\s*\(.*$/, ''))
    .filter((p) => TOP_FOLDERS.some((top) => p.startsWith(`${top}/`)))
    .filter((p) => !/[<>*{}$]|\.\.\./.test(p));
}

describe('the README and the docs', () => {
  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });

  it('links from the README only to documents that exist', () => {
    const targets = relativeLinks(read('README.md'));
    expect(targets.filter((t) => t.startsWith('docs/')).length).toBeGreaterThan(0);
    expect(targets.map((t) => brokenLink('README.md', t)).filter(Boolean)).toEqual([]);
  });

  it('links inside the docs and the changelog only to files and headings that exist', () => {
    const broken = documents
      .filter((file) => file !== 'README.md')
      .flatMap((file) => relativeLinks(read(file)).map((target) => brokenLink(file, target)))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing = documents.flatMap((file) =>
      namedPaths(read(file))
        .filter((p) => !existsSync(path.join(root, p)))
        .map((p) => `${file}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
