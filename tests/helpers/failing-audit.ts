/**
 * Trusted services whose transactions fail on their audit entry, as if the audit log could not be written: an
 * operation that writes its change, notice and audit entry in one transaction must then leave all three unwritten.
 */
import type { TrustedServices } from '@/server/trusted/types';
import { BackendError } from '@/services/backend/types';

export function failingAudit<S extends Pick<TrustedServices, 'docs'>>(services: S): S {
  const refuse = (path: string) => {
    if (path.startsWith('auditLog/')) throw new BackendError('unavailable', 'The audit log is not writable.');
  };
  return {
    ...services,
    docs: {
      ...services.docs,
      runTransaction: (fn) =>
        services.docs.runTransaction((tx) =>
          fn({
            get: (path) => tx.get(path),
            query: (spec) => tx.query(spec),
            set: (path, data, options) => (refuse(path), tx.set(path, data, options)),
            update: (path, data) => (refuse(path), tx.update(path, data)),
            delete: (path) => tx.delete(path),
          }),
        ),
    },
  };
}
