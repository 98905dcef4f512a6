/**
 * The live-chat widget (Crisp), only when NEXT_PUBLIC_CRISP_WEBSITE_ID is set. Loaded after the first render so
 * it never delays it; without a website id the SDK is never imported.
 */
let loading: Promise<boolean> | null = null;

export function initChat(): Promise<boolean> {
  const websiteId = process.env.NEXT_PUBLIC_CRISP_WEBSITE_ID;
  if (!websiteId || typeof window === 'undefined') return Promise.resolve(false);
  loading ??= import('crisp-sdk-web')
    .then(({ Crisp }) => {
      Crisp.configure(websiteId);
      return true;
    })
    .catch(() => {
      loading = null;
      return false;
    });
  return loading;
}

export function resetChatForTests(): void {
  loading = null;
}
