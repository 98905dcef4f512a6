/**
 * The site's origin for absolute addresses (canonical links, Open Graph, the sitemap): APP_URL when set (the
 * deployed address, as emails use it), otherwise the address the request came to.
 */
import type { IncomingMessage } from 'node:http';

export function siteOrigin(
  req: Pick<IncomingMessage, 'headers'>,
  env: Record<string, string | undefined> = process.env,
): string {
  const configured = env.APP_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const proto = forwarded === 'https' ? 'https' : 'http';
  const host = String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${proto}://${host}`;
}
