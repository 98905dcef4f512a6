import puppeteer from 'puppeteer-core';
import { startNext, localModeEnv } from './lib/next-server.mjs';
const server = await startNext({ env: localModeEnv('/work/h-perf/.local-data-dbg'), logFile: '/tmp/dbg-server.log' });
await fetch(server.url + '/api/local/mailbox');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
const role = process.argv[3] ?? 'talent';
const login = { talent: '/auth/login', company: '/company/auth/login', admin: '/backoffice/auth/login' }[role];
await page.goto(server.url + login);
await page.locator('input[autocomplete="username"]').fill(`${role}@demo.test`);
await page.locator('input[autocomplete="current-password"]').fill('demo-password');
await page.locator('button[type="submit"]').click();
await new Promise(r => setTimeout(r, 3000));
const totals = new Map(); const fnTotals = new Map();
for (let run = 0; run < 3; run++) {
  const p2 = await browser.newPage();
  await p2.setCacheEnabled(false);
  const cdp = await p2.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p2.goto(server.url + (process.argv[2] ?? '/talent-dashboard'));
  await new Promise(r => setTimeout(r, 4000));
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map(); // node id -> self time
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
  for (const [id, ms] of dt) {
    const n = byId.get(id); const url = n.callFrame.url.replace(server.url, '') || '(' + n.callFrame.functionName + ')';
    totals.set(url, (totals.get(url) ?? 0) + ms / 3);
    const fk = url.slice(-20) + ' ' + n.callFrame.functionName + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber;
    fnTotals.set(fk, (fnTotals.get(fk) ?? 0) + ms / 3);
  }
  await p2.close();
}
for (const [u, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(ms.toFixed(0).padStart(6), u);
console.log('--- functions');
for (const [u, ms] of [...fnTotals].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(ms.toFixed(0).padStart(6), u);
await browser.close(); await server.stop();
