/** Per-field validators: a collection's rules validate exactly the keys a write touches, with bounds per field. */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { has } from '../helpers';

export type FieldChecks = Record<string, (value: WireValue) => boolean>;

/** Every key in `keys` that is present in `data` passes its check; a key with no check fails. */
export function fieldsValid(data: WireData, keys: Iterable<string>, checks: FieldChecks): boolean {
  for (const key of keys) {
    if (!has(data, key)) continue;
    // Own checks only: `constructor` must not find Object's.
    const check = has(checks, key) ? checks[key] : undefined;
    if (!check || !check(data[key])) return false;
  }
  return true;
}
