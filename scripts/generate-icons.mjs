#!/usr/bin/env node
/**
 * Renders the app's icons (public/icons/*.png, listed in public/manifest.webmanifest) from the logo, public/favicon.svg,
 * in the system Chromium: `node scripts/generate-icons.mjs` after the logo changes; the PNGs are committed.
 * - icon-<size>: the logo as it is (rounded square), at the sizes browsers and home screens ask for.
 * - maskable-<size>: the same mark on a full-bleed square with the letters inside the central 80 % circle a
 *   platform may cut out, so an Android launcher's mask never clips them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { root } from './lib/next-server.mjs';

const logo = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
// Full bleed (no rounded corners) and the letters at 70 % of their size, centred: inside the maskable safe zone.
const maskable = logo
  .replace(' rx="9"', '')
  .replace('x="16" y="21"', 'x="16" y="19.6"')
  .replace('font-size="13"', 'font-size="9.5"');

const ICONS = [
  ...[96, 180, 192, 512].map((size) => ({ name: `icon-${size}.png`, svg: logo, size })),
  ...[192, 512].map((size) => ({ name: `maskable-${size}.png`, svg: maskable, size })),
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const { name, svg, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    writeFileSync(path.join(root, 'public', 'icons', name), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${ICONS.map((i) => i.name).join(', ')} in public/icons/`);
