/**
 * The two doors of a job alert's unsubscribe link. The page the email links to (`/job-alerts/unsubscribe?token=`,
 * getServerSideProps): opening it only asks to confirm, since mail scanners and link previews open links unasked;
 * its button posts back to the same address, which turns the alerts off and sends the browser back to the address
 * (post, redirect, get: a reload asks nothing). And the one-click POST mail programs send from the List-Unsubscribe
 * header (`/api/job-alerts/unsubscribe?token=`, RFC 8058). Neither needs a session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { JobAlertUnsubscribe } from '@/services/schemas/saved-search';
import { methodNotAllowed, sendJson } from '../http/io';
import type { NotifyServices } from '../trusted/notify';
import { jobAlertDocuments } from './alert-docs';
import { previewJobAlertUnsubscribe, unsubscribeJobAlert } from './unsubscribe';

/** Where the documents come from and the clock tokens are checked against (tests give their own). */
interface Sources {
  docs?: () => Promise<NotifyServices['docs']>;
  now?: () => number;
}

const tokenOf = (url: string | undefined) => new URL(url ?? '/', 'http://x').searchParams.get('token');

type PageContext = Pick<GetServerSidePropsContext, 'req' | 'res' | 'query' | 'resolvedUrl'>;

export function unsubscribePageProps({ docs = jobAlertDocuments, now = Date.now }: Sources = {}) {
  return async ({
    req,
    res,
    query,
    resolvedUrl,
  }: PageContext): Promise<GetServerSidePropsResult<JobAlertUnsubscribe>> => {
    // The token is personal: no shared cache keeps the answer, and no search engine indexes it.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (req.method === 'POST') {
      req.resume();
      await unsubscribeJobAlert(await docs(), query.token, now);
      return { redirect: { destination: resolvedUrl, statusCode: 303 } };
    }
    return { props: await previewJobAlertUnsubscribe(await docs(), query.token, now) };
  };
}

export function unsubscribeRoute({ docs = jobAlertDocuments, now = Date.now }: Sources = {}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
    const result = await unsubscribeJobAlert(await docs(), tokenOf(req.url), now);
    if (result.status === 'invalid') {
      return sendJson(res, 400, {
        error: { code: 'invalid-argument', message: 'This unsubscribe link is not valid or has expired.' },
      });
    }
    sendJson(res, 200, { unsubscribed: true });
  };
}
