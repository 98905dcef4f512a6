/**
 * Product analytics (Mixpanel), only when NEXT_PUBLIC_MIXPANEL_TOKEN is set. The SDK is imported on first use,
 * after the first render, so it never weighs on a page's first load; without a token it is never imported.
 */
import { ANALYTICS_SETTINGS } from '@/constants/settings';

type Mixpanel = typeof import('mixpanel-browser').default;

let loading: Promise<Mixpanel | null> | null = null;

const token = () => process.env.NEXT_PUBLIC_MIXPANEL_TOKEN;

function load(): Promise<Mixpanel | null> {
  const configured = token();
  if (!configured || typeof window === 'undefined') return Promise.resolve(null);
  loading ??= import('mixpanel-browser')
    .then(({ default: mixpanel }) => {
      mixpanel.init(configured, {
        batch_requests: true,
        batch_size: ANALYTICS_SETTINGS.batchSize,
        batch_flush_interval_ms: ANALYTICS_SETTINGS.batchFlushIntervalMs,
        batch_request_timeout_ms: ANALYTICS_SETTINGS.batchRequestTimeoutMs,
      });
      return mixpanel;
    })
    .catch(() => {
      // Blocked by an extension or offline: analytics must never break the product.
      loading = null;
      return null;
    });
  return loading;
}

/** Called once from the app after its first render. */
export async function initAnalytics(): Promise<boolean> {
  return (await load()) !== null;
}

export interface SignUpEvent {
  /** Which sign-up flow created the account, e.g. `talent-sign-up`. */
  source: string;
  optedOutOfEmail: boolean;
}

/** Fired once when an account is created, never on start-up. */
export async function trackSignUp({ source, optedOutOfEmail }: SignUpEvent): Promise<void> {
  const mixpanel = await load();
  mixpanel?.track('Sign Up', { source, opted_out_of_email: optedOutOfEmail });
}

/** Tests start each case from a fresh, unloaded state. */
export function resetAnalyticsForTests(): void {
  loading = null;
}
