/**
 * "A path on this site": the one check for every stored link or image that may be local (the local backend's
 * download URLs, notification links). A browser reads `//host` and `/\host` as another site, and drops tabs and
 * line breaks before it reads a URL (`/\t/host` becomes `//host`), so a site path is one `/`, then a character that
 * is neither `/`, `\` nor whitespace, and no whitespace anywhere. firestore.rules (`isSitePath`) and the local
 * policy (server/local/policy/helpers.ts) apply the same pattern; tests/unit/site-path.test.ts pins it.
 */
export const SITE_PATH_PATTERN = /^\/[^/\\\s][^\s]*$/;
const WEB_URL_PATTERN = /^https?:\/\/\S*$/i;

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH_PATTERN.test(value);

/** A file link: an absolute http(s) URL or a path on this site. */
export const isFileLinkValue = (value: unknown): value is string =>
  typeof value === 'string' && (WEB_URL_PATTERN.test(value) || SITE_PATH_PATTERN.test(value));
