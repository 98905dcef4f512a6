/** The job alert's unsubscribe token: it round-trips, and nothing altered, expired or signed with another key passes. */
import { createUnsubscribeTokens } from '@/server/job-alerts/unsubscribe-tokens';

const claims = { searchId: 'search-1', talentId: 'talent-1' };

describe('job alert unsubscribe tokens', () => {
  it('a signed token names its saved search and owner', async () => {
    const tokens = createUnsubscribeTokens('secret-a');
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it("a digest's token names the talent alone, meaning all its saved searches; an altered one is refused", async () => {
    const tokens = createUnsubscribeTokens('secret-a');
    const token = await tokens.sign({ talentId: 'talent-1' });
    expect(await tokens.verify(token)).toEqual({ talentId: 'talent-1' });
    const [head, , signature] = token.split('.');
    const widened = Buffer.from(JSON.stringify({ uid: 'talent-2', pur: 'job-alert-unsubscribe', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${head}.${widened}.${signature}`)).toBeNull();
  });

  it('a token from another secret, an altered one or a non-string is refused', async () => {
    const token = await createUnsubscribeTokens('secret-b').sign(claims);
    const tokens = createUnsubscribeTokens('secret-a');
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.sign(claims);
    const [head, , signature] = own.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ sid: 'search-2', uid: 'talent-1', pur: 'job-alert-unsubscribe', exp: 9e9 }),
    ).toString('base64url');
    expect(await tokens.verify(`${head}.${otherBody}.${signature}`)).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });

  it('a token is refused after its 90 days', async () => {
    let now = Date.UTC(2026, 0, 1);
    const tokens = createUnsubscribeTokens('secret-a', () => now);
    const token = await tokens.sign(claims);
    now += 89 * 24 * 3_600_000;
    expect(await tokens.verify(token)).toEqual(claims);
    now += 2 * 24 * 3_600_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a server without a secret cannot sign links', () => {
    expect(() => createUnsubscribeTokens('')).toThrow(/secret/);
  });
});
