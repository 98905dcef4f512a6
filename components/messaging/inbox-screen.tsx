/**
 * The Messages screen of every area: the conversation list beside the open thread on desktop, one of them at a
 * time on mobile. The open thread is in the URL (`?c=<conversationId>`), so a reload or a notification's link opens
 * it; `?to=<uid>&job=<jobId>&name=<name>` opens the thread with someone not written to yet (a first message starts
 * the conversation, or a message request when it must be accepted).
 */
import { useRouter } from 'next/router';
import { ScreenHeader } from '@/components/ui/screen-header';
import type { Role } from '@/constants/routes';
import { otherParticipant, conversationId as pairId } from '@/services/schemas/messaging-constants';
import { ConversationList } from './conversation-list';
import styles from './messages.module.css';
import { Thread } from './thread';
import { useRoleUid } from './use-role-uid';

const LEADS: Record<Role, string> = {
  talent: 'Conversations with companies about your applications, and requests from companies interested in you.',
  company: 'Conversations with your applicants and the talents you invited to talk.',
  admin: 'Your conversations with talents and companies.',
};

const param = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

export function InboxScreen({ role }: { role: Role }) {
  return (
    <>
      <ScreenHeader title="Messages" lead={LEADS[role]} />
      <Inbox role={role} />
    </>
  );
}

/** The list and the thread, without the screen header (the back office shows them under its own tabs). */
export function Inbox({ role }: { role: Role }) {
  const router = useRouter();
  const uid = useRoleUid(role);
  const to = param(router.query.to);
  const selected = param(router.query.c) ?? (to && uid ? pairId(uid, to) : undefined);
  const open = (id: string | null) => {
    const query = id ? { c: id } : {};
    const keep = typeof router.query.tab === 'string' ? { tab: router.query.tab } : {};
    void router.push({ pathname: router.pathname, query: { ...keep, ...query } }, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  if (!uid) return null;
  return (
    <div className={styles.inbox} data-thread-open={selected ? 'true' : 'false'}>
      <section className={`${styles.panel} ${styles.listPanel}`} aria-label="Conversations list">
        <ConversationList uid={uid} selectedId={selected ?? null} onSelect={open} />
      </section>
      <section className={`${styles.panel} ${styles.threadPanel}`} aria-label="Conversation">
        {selected ? (
          <Thread
            key={selected}
            uid={uid}
            conversationId={selected}
            otherUid={otherParticipant(selected, uid)}
            fallback={{ name: param(router.query.name) ?? '', jobId: param(router.query.job) }}
            onBack={() => open(null)}
          />
        ) : (
          <p className={styles.empty}>Select a conversation to read it.</p>
        )}
      </section>
    </div>
  );
}
