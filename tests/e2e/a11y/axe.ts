/**
 * axe-core (npm) run inside the page under test. Every rule axe runs by default (WCAG 2.0 to 2.2 A and AA, plus its
 * best practices) is checked; a violation of serious or critical impact fails the test, with the rule, its help
 * text and the offending elements in the message. Lesser findings are left to review.
 */
import { source as axeSource } from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`);
  return `${violation.id} (${violation.impact}): ${violation.help}\n${targets.join('\n')}`;
}

/** The serious and critical violations axe finds in the page, or only inside `within` (an open dialog). */
export async function seriousViolations(page: Page, within?: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const handle = within ? await within.elementHandle() : null;
  const results: AxeResults = await page.evaluate(
    // axe is a global once the script tag ran; the page's own types do not know it.
    (context) =>
      (window as unknown as { axe: { run: (c: Element | Document, o: object) => Promise<AxeResults> } }).axe.run(
        context ?? document,
        { resultTypes: ['violations'] },
      ),
    handle,
  );
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
}

export async function expectNoSeriousViolations(page: Page, label: string, within?: Locator): Promise<void> {
  expect(await seriousViolations(page, within), `serious or critical axe violations on ${label}`).toEqual([]);
}
