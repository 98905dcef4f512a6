/** Firestore value semantics over wire values: type order and equality. */
import { isWireSpecialNumber, isWireTimestamp, type WireValue } from '@/services/backend/wire/wire';

/**
 * Firestore's cross-type order: null < boolean < number < timestamp < string < bytes < reference < geopoint
 * < array < map. Range filters only match values of the same rank. Mirrored in SQL by `fs_rank` (schema.ts).
 */
export function rankOf(value: WireValue): number {
  if (value === null) return 0;
  switch (typeof value) {
    case 'boolean':
      return 1;
    case 'number':
      return 2;
    case 'string':
      return 4;
  }
  if (Array.isArray(value)) return 8;
  if (isWireSpecialNumber(value)) return 2;
  return isWireTimestamp(value) ? 3 : 9;
}

export function valuesEqual(a: WireValue, b: WireValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => valuesEqual(v, b[i]));
  }
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  return ak.every((k) => Object.hasOwn(b, k) && valuesEqual(a[k], b[k]));
}

export const isMap = (v: WireValue | undefined): v is { [key: string]: WireValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isWireTimestamp(v) && !isWireSpecialNumber(v);
