/** The inbox's conversations: the first page live (the subscription's unsubscribe is the effect's cleanup), older pages on demand. */
import { useEffect, useState } from 'react';
import { companyReachesTalents } from '@/services/converters/company-converter';
import {
  listConversations,
  subscribeInbox,
  type Conversation,
  type InboxFilter,
  type InboxPage,
} from '@/services/messaging/messages';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

export function useInbox(uid: string, filter: InboxFilter) {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid}|${filter}|${attempt}`;
  // State is tagged with the query it belongs to: switching the filter shows "loading", never the other list.
  const [live, setLive] = useState<{ key: string; page: InboxPage } | null>(null);
  const [older, setOlder] = useState<{ key: string; items: Conversation[]; cursor: string | null } | null>(null);
  const [error, setError] = useState<{ key: string; error: Error } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(
    () =>
      subscribeInbox(
        uid,
        filter,
        (page) => setLive({ key, page }),
        (e) => setError({ key, error: e }),
      ),
    [uid, filter, key],
  );
  const livePage = live?.key === key ? live.page : null;
  const olderPage = older?.key === key ? older : null;
  const cursor = olderPage ? olderPage.cursor : (livePage?.nextCursor ?? null);
  const loadMore = async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listConversations(uid, filter, cursor);
      setOlder({ key, items: [...(olderPage?.items ?? []), ...page.items], cursor: page.nextCursor });
    } catch (e) {
      setError({ key, error: e as Error });
    } finally {
      setLoadingMore(false);
    }
  };
  // A conversation that moved into the live page is shown there only.
  const liveIds = new Set(livePage?.items.map((c) => c.id));
  const items = livePage ? [...livePage.items, ...(olderPage?.items.filter((c) => !liveIds.has(c.id)) ?? [])] : null;
  return {
    items,
    error: error?.key === key ? error.error : null,
    retry: () => setAttempt((n) => n + 1),
    hasMore: cursor !== null,
    loadMore,
    loadingMore,
  };
}

/**
 * The signed-in company while the back office has not verified it (or suspended it): it still reads its inbox (an
 * administrator may write) but cannot write to talents. Null for a company that reaches talents.
 */
export function useCompanyAwaitingReach() {
  const company = useSignedInProfile('company');
  return company && !companyReachesTalents(company) ? company : null;
}
