/**
 * The back office's Message page: the administrator's own conversations, announcements to talents,
 * companies or everyone, and the queue of reported conversations. The tab is in the URL (`?tab=`), so a reload or
 * a link keeps it.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ADMIN_ROUTES } from '@/constants/routes';
import { Announcements } from './announcements';
import { Inbox } from './inbox-screen';
import tabStyles from '@/components/ui/tabs.module.css';
import { ReportQueue } from './report-queue';
import { StartConversation } from './start-conversation';

const TABS = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'reports', label: 'Reports' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function AdminMessagesScreen() {
  const router = useRouter();
  const tab: Tab = TABS.find((t) => t.id === router.query.tab)?.id ?? 'inbox';
  return (
    <>
      <ScreenHeader
        title="Message"
        lead="Your conversations, announcements to everyone, and the conversations people reported."
      />
      <nav aria-label="Message sections" className={tabStyles.tabs}>
        {TABS.map((t) => (
          <Link
            key={t.id}
            href={{ pathname: ADMIN_ROUTES.messages, query: t.id === 'inbox' ? {} : { tab: t.id } }}
            shallow
            prefetch={false}
            className={tabStyles.tab}
            aria-current={t.id === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'inbox' ? (
        <>
          <StartConversation />
          <Inbox role="admin" />
        </>
      ) : tab === 'announcements' ? (
        <Announcements />
      ) : (
        <ReportQueue />
      )}
    </>
  );
}
