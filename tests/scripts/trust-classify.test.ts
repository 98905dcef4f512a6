/** `npm run trust:classify`, end to end: one item as JSON on standard input, the verdict and the signals on stdout. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SIGNALS } from '@/server/trust/signals';

vi.setConfig({ testTimeout: 60_000 });

const root = path.resolve(__dirname, '../..');

function classify(input: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trust-classify.ts'], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME } as unknown as NodeJS.ProcessEnv,
  });
  return { code: run.status, lines: run.stdout.split('\n').filter(Boolean), stderr: run.stderr };
}

describe('npm run trust:classify', () => {
  it('prints scam, then each signal on its own line, and exits 0', () => {
    const item = { kind: 'message', text: 'Contact me on WhatsApp +234 803 123 4567, registration fee 50 USD' };
    const { code, lines } = classify(JSON.stringify(item));
    expect(code).toBe(0);
    expect(lines[0]).toBe('scam');
    expect(lines.slice(1).sort()).toEqual([SIGNALS.payment.name, SIGNALS.offPlatform.name, SIGNALS.phone.name].sort());
  });

  it('prints honest for an honest job, with its pay and category, and exits 0', () => {
    const item = {
      kind: 'job',
      title: 'Junior Backend Engineer, Payments',
      text: 'Maintain our settlement service and reconcile transaction fees. We never ask candidates for money.',
      pay: { min: 350000, max: 550000, currency: 'NGN', period: 'Monthly' },
      category: 'It & Development',
      level: 'Entry Level',
    };
    const { code, lines } = classify(JSON.stringify(item));
    expect(code).toBe(0);
    expect(lines).toEqual(['honest']);
  });

  it('exits 2 with a message when the input is not JSON or not an item', () => {
    for (const input of ['not json', '{"kind":"email","text":"hi"}', '{"kind":"job"}', '[]']) {
      const { code, lines, stderr } = classify(input);
      expect(code, input).toBe(2);
      expect(lines, input).toEqual([]);
      expect(stderr, input).toMatch(/not (JSON|an item)/);
    }
  });
});
