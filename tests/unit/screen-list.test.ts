import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { layoutForPath } from '@/layouts/layout-for-path';
import { SCREENS, screenPath } from '../e2e/screens';

const pagesDir = path.join(__dirname, '..', '..', 'pages');

/** Every route under pages/ (files only, `index` folded into its folder), e.g. `/company/jobs/[jobId]/edit`. */
function routes(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routes(full, `${prefix}/${entry}`);
    const name = entry.replace(/\.tsx?$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('the list of signed-in screens (tests/e2e/screens.ts)', () => {
  const signedIn = routes(pagesDir).filter((route) => ['talent', 'company', 'admin'].includes(layoutForPath(route)));

  it('holds every page of the three areas, so each is measured and checked for accessibility', () => {
    expect([...new Set(SCREENS.map((s) => s.route))].sort()).toEqual([...new Set(signedIn)].sort());
  });

  it('tells apart the screens of one route by their query (tabs), and names each screen once per role', () => {
    const byUrl = SCREENS.map((s) => `${s.role} ${s.route}${s.query ? `?${s.query}` : ''}`);
    expect(new Set(byUrl).size).toBe(byUrl.length);
    const byName = SCREENS.map((s) => `${s.role} ${s.name}`);
    expect(new Set(byName).size).toBe(byName.length);
  });

  it("puts a tab screen's query after its route", () => {
    const tab = SCREENS.find((s) => s.query === 'tab=searches');
    expect(tab && screenPath(tab, {})).toBe('/talent-dashboard/jobs?tab=searches');
  });

  it("exports each of those pages through its area's helper (talentPage, companyPage, adminPage)", () => {
    for (const screen of SCREENS) {
      const base = path.join(pagesDir, ...screen.route.split('/').filter(Boolean));
      const file = [`${base}.tsx`, path.join(base, 'index.tsx')].find((f) =>
        statSync(f, { throwIfNoEntry: false })?.isFile(),
      );
      expect(readFileSync(file!, 'utf8'), screen.route).toMatch(
        new RegExp(`export default ${screen.role}Page\\(\\w+(, \\w+)?\\);`),
      );
    }
  });

  it("puts each screen in its route's area", () => {
    for (const screen of SCREENS) expect(layoutForPath(screen.route), screen.route).toBe(screen.role);
  });

  it('fills every dynamic segment from a list or a fixed value', () => {
    for (const screen of SCREENS) {
      for (const [, name] of screen.route.matchAll(/\[([^\]]+)\]/g)) {
        const known = screen.params?.some((p) => p.name === name) || screen.fixed?.[name] !== undefined;
        expect(known, `${screen.route}: [${name}]`).toBe(true);
      }
    }
  });
});
