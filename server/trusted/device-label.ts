/**
 * What a person recognises a device by, from its request: the browser and system its user agent names (a short
 * readable mapping; the device list needs no more than a name a person recognises), and the country a hosting
 * header names. No address lookup happens here: without such a header the place is unknown.
 */

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserOf(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const found = pattern.exec(userAgent);
    if (found) return `${name} ${found[1]}`;
  }
  return 'Unknown browser';
}

export function systemOf(userAgent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown system';
}

/**
 * Headers some hostings add with the visitor's country (ISO 3166 code): a Google Cloud load balancer given the
 * custom header `X-Client-Region: {client_region}`, App Engine, Cloudflare, Vercel.
 */
export const COUNTRY_HEADERS = ['x-client-region', 'x-appengine-country', 'cf-ipcountry', 'x-vercel-ip-country'];

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country's English name, or null for a missing, unknown or placeholder code ("XX", "ZZ", "T1"). */
export function placeOf(countryCode: string | undefined): string | null {
  const code = countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'ZZ') return null;
  const name = regions.of(code);
  return name && name !== code ? name : null;
}
