import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mixpanel = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }));
const crisp = vi.hoisted(() => ({ configure: vi.fn() }));
const loaded = vi.hoisted(() => ({ mixpanel: 0, crisp: 0 }));

vi.mock('mixpanel-browser', () => {
  loaded.mixpanel += 1;
  return { default: mixpanel };
});
vi.mock('crisp-sdk-web', () => {
  loaded.crisp += 1;
  return { Crisp: crisp };
});

import { initAnalytics, resetAnalyticsForTests, trackSignUp } from '@/services/integrations/analytics';
import { initChat, resetChatForTests } from '@/services/integrations/chat';

beforeEach(() => {
  // The services only run in a browser.
  vi.stubGlobal('window', {});
  resetAnalyticsForTests();
  resetChatForTests();
  vi.clearAllMocks();
  loaded.mixpanel = 0;
  loaded.crisp = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('analytics (Mixpanel)', () => {
  it('is not loaded at all without a token', async () => {
    vi.stubEnv('NEXT_PUBLIC_MIXPANEL_TOKEN', '');
    expect(await initAnalytics()).toBe(false);
    await trackSignUp({ source: 'talent-sign-up', optedOutOfEmail: false });
    expect(loaded.mixpanel).toBe(0);
    expect(mixpanel.init).not.toHaveBeenCalled();
    expect(mixpanel.track).not.toHaveBeenCalled();
  });

  it('initialises once with the token and the batching settings of SPEC section 9', async () => {
    vi.stubEnv('NEXT_PUBLIC_MIXPANEL_TOKEN', 'token-123');
    expect(await initAnalytics()).toBe(true);
    await initAnalytics();
    expect(mixpanel.init).toHaveBeenCalledTimes(1);
    expect(mixpanel.init).toHaveBeenCalledWith('token-123', {
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90000,
    });
  });

  it('does not track anything on start-up', async () => {
    vi.stubEnv('NEXT_PUBLIC_MIXPANEL_TOKEN', 'token-123');
    await initAnalytics();
    expect(mixpanel.track).not.toHaveBeenCalled();
  });

  it('tracks "Sign Up" with source and opted_out_of_email when an account is created', async () => {
    vi.stubEnv('NEXT_PUBLIC_MIXPANEL_TOKEN', 'token-123');
    await trackSignUp({ source: 'company-sign-up', optedOutOfEmail: true });
    expect(mixpanel.track).toHaveBeenCalledWith('Sign Up', { source: 'company-sign-up', opted_out_of_email: true });
  });

  it('never loads on the server', async () => {
    vi.stubEnv('NEXT_PUBLIC_MIXPANEL_TOKEN', 'token-123');
    vi.unstubAllGlobals();
    expect(await initAnalytics()).toBe(false);
    expect(mixpanel.init).not.toHaveBeenCalled();
  });
});

describe('chat (Crisp)', () => {
  it('is not loaded at all without a website id', async () => {
    vi.stubEnv('NEXT_PUBLIC_CRISP_WEBSITE_ID', '');
    expect(await initChat()).toBe(false);
    expect(loaded.crisp).toBe(0);
    expect(crisp.configure).not.toHaveBeenCalled();
  });

  it('configures the widget once with the website id', async () => {
    vi.stubEnv('NEXT_PUBLIC_CRISP_WEBSITE_ID', 'site-42');
    expect(await initChat()).toBe(true);
    await initChat();
    expect(crisp.configure).toHaveBeenCalledTimes(1);
    expect(crisp.configure).toHaveBeenCalledWith('site-42');
  });
});
