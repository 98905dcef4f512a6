/** Numeric settings from SPEC sections 4 and 9. */

export const QUERY_SETTINGS = {
  /** Cached data is kept 5 minutes after last use. */
  gcTimeMs: 5 * 60 * 1000,
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
} as const;

/** 1 s doubling, capped at 30 s. */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_SETTINGS.retryBaseDelayMs * 2 ** attempt, QUERY_SETTINGS.retryMaxDelayMs);

export const TOAST_SETTINGS = { position: 'top-right', autoCloseMs: 4000, limit: 3 } as const;
export const TOOLTIP_DELAY_MS = 0;
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;
export const ANALYTICS_SETTINGS = { batchSize: 50, batchFlushIntervalMs: 5000, batchRequestTimeoutMs: 90_000 } as const;

/**
 * The top folders of file storage (services/files/storage-paths.ts says what goes where). `uploadedFiles` holds
 * files stored before paths named their owner: they keep working through their download URLs, nothing new goes there.
 */
export const FILE_ROOTS = ['talents', 'companies', 'conversations', 'events', 'uploadedFiles'] as const;
/**
 * Storage rules cannot add up sizes, so the quota is counted in uploads: each upload is reserved first (the
 * `upload-reserve` operation), at most `perDay` in any 24 hours per account, and storage takes a file only at one of
 * the account's last `keptPaths` reserved paths. At 10 MB a file, an account stores at most 300 MB a day.
 */
export const UPLOAD_QUOTA = { perDay: 30, windowMs: 24 * 60 * 60 * 1000, keptPaths: 5 } as const;
/**
 * An upload whose bytes have not moved for this long is stopped with an error the user can retry: without it a
 * missing or unreachable Storage host leaves the progress bar at 0 % forever (the SDK retries for ten minutes).
 */
export const UPLOAD_STALL_MS = 20_000;
export const UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  pdf: { maxBytes: 10 * 1024 * 1024, contentTypes: ['application/pdf'] },
} as const;

/** An online event's join link shows to those going from this long before the start until the end. */
export const JOIN_LINK_OPENS_BEFORE_MS = 15 * 60 * 1000;
