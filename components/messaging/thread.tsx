/** One conversation: header with the other party (and its contact once shared), the messages, and the composer. */
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/toast';
import { useConversationAction } from '@/components/messaging/use-conversation-actions';
import { useThread } from '@/components/messaging/use-thread';
import type { Conversation } from '@/services/messaging/messages';
import type { Party } from '@/services/schemas/messaging';
import { Composer } from './composer';
import { MessageText } from './message-text';
import { MessageWarning } from './message-warning';
import { useMessageWarnings } from './use-message-warnings';
import styles from './messages.module.css';
import { ROLE_LABELS } from './party';
import { ThreadActions } from './thread-actions';
import { formatListTime } from '@/services/format/dates';

interface ThreadProps {
  uid: string;
  conversationId: string;
  otherUid: string;
  /** Shown before the conversation exists (a first message starts it). */
  fallback: { name: string; jobId?: string };
  onBack: () => void;
}

function statusNotice(conv: Conversation, uid: string, other: Party): string | null {
  if (conv.blockedBy.length > 0) {
    return conv.blockedBy.includes(uid)
      ? `You blocked ${other.name}. Neither of you can send messages until you unblock.`
      : `${other.name} blocked this conversation. No messages can be sent either way.`;
  }
  if (conv.status === 'request' && conv.requestedBy === uid)
    return `Waiting for ${other.name} to accept your message request. You can write again once they do.`;
  if (conv.status === 'declined' && conv.requestedBy === uid) return `${other.name} declined your message request.`;
  return null;
}

function RequestBanner({ conv, other }: { conv: Conversation; other: Party }) {
  const update = useConversationAction();
  const answer = (action: 'accept' | 'decline') => {
    if (update.isPending) return;
    update.mutate(
      { id: conv.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'accept'
              ? `You accepted ${other.name}'s request. They can now see your contact details.`
              : 'Request declined.',
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <Alert tone="info" className={styles.notice}>
      <p>
        {other.name} would like to talk to you{conv.job ? ` about ${conv.job.title}` : ''}. Accept to reply and share
        your contact details, or decline.
      </p>
      <p className={styles.threadActions}>
        <Button size="small" disabled={update.isPending} onClick={() => answer('accept')}>
          Accept
        </Button>
        {conv.status === 'request' ? (
          <Button size="small" variant="secondary" disabled={update.isPending} onClick={() => answer('decline')}>
            Decline
          </Button>
        ) : null}
      </p>
    </Alert>
  );
}

export function Thread({ uid, conversationId, otherUid, fallback, onBack }: ThreadProps) {
  const { conv, messages, loaded, error, hasOlder, loadOlder, loadingOlder } = useThread(conversationId, uid);
  const box = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  useEffect(() => {
    // New messages scroll into view.
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lastId]);
  useLayoutEffect(() => {
    // Older messages arrived above: keep the reader on the message they were reading.
    if (box.current && heightBeforeOlder.current !== null) {
      box.current.scrollTop = box.current.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [firstId]);
  const loadOlderKeepingPlace = () => {
    if (!hasOlder || loadingOlder) return;
    heightBeforeOlder.current = box.current?.scrollHeight ?? null;
    void loadOlder();
  };

  const other: Party = conv?.people[otherUid] ?? { name: fallback.name || 'New conversation', role: 'talent' };
  const notice = conv ? statusNotice(conv, uid, other) : null;
  const incomingRequest = conv && conv.status !== 'open' && conv.requestedBy !== uid && conv.blockedBy.length === 0;
  const theirSeen = conv?.seenAt[otherUid] ?? 0;
  const lastMine = [...messages].reverse().find((m) => m.by === uid);
  const warnings = useMessageWarnings(
    conversationId,
    uid,
    conv?.people[uid]?.role === 'talent' && conv.people[otherUid]?.role === 'company',
  );

  return (
    <>
      <header className={styles.threadHeader}>
        <div>
          <Button variant="ghost" size="small" className={styles.back} onClick={onBack}>
            ← Conversations
          </Button>
          <h2 className={styles.threadTitle}>{other.name}</h2>
          <p className={styles.muted}>
            {conv ? ROLE_LABELS[other.role] : 'New conversation'}
            {conv?.job ? ` · ${conv.job.title}` : ''}
          </p>
          {conv?.contact && conv.people[uid]?.role !== 'talent' ? (
            <p className={styles.muted}>
              Contact: <a href={`mailto:${conv.contact.email}`}>{conv.contact.email}</a>
              {conv.contact.phone ? ` · ${conv.contact.phone}` : ''}
            </p>
          ) : null}
        </div>
        {conv ? (
          <div className={styles.threadActions}>
            <ThreadActions conv={conv} uid={uid} otherName={other.name} />
          </div>
        ) : null}
      </header>
      {incomingRequest ? <RequestBanner conv={conv} other={other} /> : null}
      <div
        ref={box}
        className={styles.messages}
        role="log"
        aria-label={`Messages with ${other.name}`}
        aria-live="polite"
        // Scrolling up to the top loads the previous page; the button does the same for keyboards.
        onScroll={(event) => event.currentTarget.scrollTop < 40 && loadOlderKeepingPlace()}
      >
        {hasOlder ? (
          <Button variant="ghost" size="small" onClick={loadOlderKeepingPlace} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
        ) : null}
        {error ? <Alert tone="error">We could not load this conversation. {error.message}</Alert> : null}
        {!loaded && !error ? <p className={styles.muted}>Loading messages…</p> : null}
        {loaded && messages.length === 0 ? <p className={styles.empty}>No messages yet. Say hello.</p> : null}
        {messages.map((m) => (
          <Fragment key={m.id}>
            <div className={`${styles.bubble} ${m.by === uid ? styles.mine : ''}`}>
              <span className="visually-hidden">{m.by === uid ? 'You' : other.name}: </span>
              <MessageText text={m.text} />
              {m.attachment ? (
                <span className={styles.meta}>
                  <a href={m.attachment.url} target="_blank" rel="noopener noreferrer nofollow">
                    📎 {m.attachment.name}
                  </a>
                </span>
              ) : null}
              <span className={styles.meta}>
                {m.sentByName ? `${m.sentByName} · ` : ''}
                {formatListTime(m.sentAt)}
              </span>
            </div>
            {warnings[m.id] ? <MessageWarning conversationId={conversationId} warning={warnings[m.id]} /> : null}
          </Fragment>
        ))}
        {lastMine && lastMine.id === lastId && theirSeen >= (lastMine.sentAt ?? Infinity) ? (
          <span className={styles.seen}>Seen</span>
        ) : null}
      </div>
      {notice ? (
        <p className={`${styles.notice} ${styles.muted}`} role="status">
          {notice}
        </p>
      ) : null}
      <Composer
        uid={uid}
        to={otherUid}
        jobId={conv ? undefined : fallback.jobId}
        disabledReason={notice ? 'Sending is not possible in this conversation right now.' : null}
        placeholder={incomingRequest ? 'Replying accepts the request' : undefined}
      />
    </>
  );
}
