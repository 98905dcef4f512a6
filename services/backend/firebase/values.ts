/**
 * Value conversion at the port boundary: Firestore Timestamps become Dates on read, the port's FieldValue
 * sentinels become the SDK's on write. Everything else passes through untouched, so the SDK itself rejects what
 * Firestore rejects (undefined, sentinels inside arrays, ...).
 */
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  increment,
  serverTimestamp,
  Timestamp,
  type DocumentData as FirestoreData,
  type FieldValue as FirestoreFieldValue,
} from 'firebase/firestore';
import { isFieldValue, type DocumentData, type FieldValue } from '../types';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Firestore -> port: every Timestamp, however deep, becomes a Date. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = fromFirestoreValue(inner);
    return out;
  }
  return value;
}

export const fromFirestoreData = (data: FirestoreData): DocumentData => fromFirestoreValue(data) as DocumentData;

function toSentinel(value: FieldValue): FirestoreFieldValue {
  switch (value.__fieldValue) {
    case 'serverTimestamp':
      return serverTimestamp();
    case 'increment':
      return increment(value.by);
    case 'arrayUnion':
      return arrayUnion(...value.values.map(toFirestoreValue));
    case 'arrayRemove':
      return arrayRemove(...value.values.map(toFirestoreValue));
    case 'delete':
      return deleteField();
  }
}

/** Port -> Firestore: sentinels become the SDK's, however deep; Dates are written as Timestamps by the SDK. */
export function toFirestoreValue(value: unknown): unknown {
  if (isFieldValue(value)) return toSentinel(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = toFirestoreValue(inner);
    return out;
  }
  return value;
}

export const toFirestoreData = (data: DocumentData): FirestoreData => toFirestoreValue(data) as FirestoreData;
