/** The inbox's list: conversations newest first (first page live), a Requests filter and "Load more". */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { UnreadBadge } from '@/components/ui/unread-badge';
import { useInbox } from '@/components/messaging/use-inbox';
import type { InboxFilter } from '@/services/messaging/messages';
import { otherParticipant } from '@/services/schemas/messaging-constants';
import styles from './messages.module.css';
import { PartyAvatar } from './party';
import { formatListTime } from '@/services/format/dates';

interface ListProps {
  uid: string;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}

export function ConversationList({ uid, selectedId, onSelect }: ListProps) {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const { items, error, retry, hasMore, loadMore, loadingMore } = useInbox(uid, filter);
  return (
    <>
      <div className={styles.filters} role="group" aria-label="Show">
        {(['all', 'requests'] as const).map((f) => (
          <Button
            key={f}
            size="small"
            variant={filter === f ? 'primary' : 'secondary'}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? 'All' : 'Requests'}
          </Button>
        ))}
      </div>
      {error ? (
        <div className={styles.notice}>
          <LoadError text="We could not load your conversations." error={error} onRetry={retry} />
        </div>
      ) : items === null ? (
        <p className={styles.empty} role="status">
          Loading conversations…
        </p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{filter === 'requests' ? 'No message requests.' : 'No conversations yet.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Conversations">
          {items.map((conv) => {
            const other = conv.people[otherParticipant(conv.id, uid)] ?? { name: 'Someone', role: 'talent' as const };
            const unread = conv.unread[uid] ?? 0;
            return (
              <li key={conv.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={conv.id === selectedId}
                  onClick={() => onSelect(conv.id)}
                >
                  <PartyAvatar party={other} />
                  <span className={styles.itemText}>
                    <span>
                      <span className={styles.name}>{other.name}</span>{' '}
                      {conv.status === 'request' ? <span className={styles.tag}>Request</span> : null}
                    </span>
                    {conv.job ? <span className={styles.muted}>{conv.job.title}</span> : null}
                    <span className={styles.muted}>
                      {conv.lastMessage ? `${conv.lastMessage.by === uid ? 'You: ' : ''}${conv.lastMessage.text}` : ''}
                    </span>
                  </span>
                  <span>
                    <span className={styles.muted}>{formatListTime(conv.updatedAt)}</span>
                    <UnreadBadge count={unread} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore ? (
        <div className={styles.notice}>
          <Button variant="secondary" size="small" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more conversations'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
