/**
 * The trust queue: flagged messages and scam reports still open, newest first, 20 a page, each with the signals the
 * checker found; one step suspends the company and warns every talent it wrote to. Items of one kind or another
 * share one row shape, so held jobs can join with a label of their own.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_ROUTES } from '@/constants/routes';
import type { TrustSuspendResult } from '@/services/backend/trusted-ops/backoffice';
import type { TrustQueueItem } from '@/services/backoffice/trust-queue';
import { formatDateTime } from '@/services/format/dates';
import type { Dialog } from './company-dialogs';
import { PagedResults } from './pager';
import { useTrustQueue } from './use-backoffice';
import styles from './backoffice.module.css';

const ActionDialog = dynamic(() => import('./action-dialog').then((m) => m.ActionDialog));

const KIND_LABELS: Record<TrustQueueItem['kind'], string> = {
  message: 'Flagged message',
  report: 'Scam report',
};

const suspendDialog = (item: TrustQueueItem): Dialog => ({
  title: `Suspend ${item.companyName}?`,
  text: 'Its jobs close, its members can no longer sign in (told why by email), and every talent it wrote to gets a warning in the app. Its open items leave this queue.',
  reasonLabel: 'Reason for the suspension',
  confirm: 'Suspend and warn talents',
  danger: true,
  done: (result) => {
    const { warned, more } = result as TrustSuspendResult;
    const talents = warned === 1 ? '1 talent it wrote to was' : `${warned} talents it wrote to were`;
    return `${item.companyName} suspended; ${talents} warned${more ? ' (its newest conversations only: more remain unwarned)' : ''}.`;
  },
  action: (reason) => ({ kind: 'trust-suspend', companyId: item.companyId, reason }),
});

function TrustItem({ item, onSuspend }: { item: TrustQueueItem; onSuspend: () => void }) {
  return (
    <li className={styles.row} aria-label={`${KIND_LABELS[item.kind]}: ${item.companyName}`}>
      <div>
        <p className={styles.name}>
          {KIND_LABELS[item.kind]}: <Link href={ADMIN_ROUTES.company(item.companyId)}>{item.companyName}</Link> to{' '}
          {item.talentName}
        </p>
        <p className={styles.meta}>{item.createdAt ? formatDateTime(item.createdAt) : ''}</p>
        <p className={styles.meta}>
          {item.kind === 'report' ? 'Reason: ' : 'Message: '}
          {item.excerpt}
        </p>
        {item.signals.length > 0 ? (
          <ul aria-label="Signals found">
            {item.signals.map((s) => (
              <li key={s} className={styles.flag}>
                {s}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>The checker found no signal in this conversation.</p>
        )}
      </div>
      <Button size="small" variant="danger" onClick={onSuspend}>
        Suspend {item.companyName}
      </Button>
    </li>
  );
}

export function TrustQueueScreen() {
  const [cursors, setCursors] = useState<string[]>([]);
  const queue = useTrustQueue(cursors.at(-1));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  return (
    <>
      <PageTitle title="Trust queue" />
      <h1 style={{ marginTop: 0 }}>Trust queue</h1>
      <p className={styles.intro}>
        Companies&apos; messages the scam checks flagged and talents&apos; reports of companies, newest first. The
        reported conversations themselves are under Message, Reports.
      </p>
      <PagedResults
        query={queue}
        cursors={cursors}
        setCursors={setCursors}
        label="Trust queue"
        noun="items"
        empty={<p className={styles.muted}>Nothing to review.</p>}
        renderItem={(item) => <TrustItem key={item.id} item={item} onSuspend={() => setDialog(suspendDialog(item))} />}
      />
      {dialog ? <ActionDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
