/**
 * What the documents table holds for a wire value. Postgres text, and so jsonb, cannot hold U+0000, which Firestore
 * accepts in strings and field names. Every string and map key is escaped on its way into the table and unescaped on
 * its way out, by a code that keeps equality and the code-unit order strings sort by (U+0000 is the smallest):
 *
 *   U+0000 -> U+0001 U+0001        U+0001 -> U+0001 U+0002        anything else unchanged
 *
 * No code word is a prefix of another and the words keep the characters' order, so comparisons in SQL (sorting,
 * ranges, equality, `IN`) give the same answers on the stored form as on the original strings.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';

const ESCAPE = '\u0001';
const NEEDS_ESCAPE = /[\u0000\u0001]/;

export function toStoredText(text: string): string {
  return NEEDS_ESCAPE.test(text)
    ? text.replace(/[\u0000\u0001]/g, (c) => (c === '\u0000' ? '\u0001\u0001' : '\u0001\u0002'))
    : text;
}

function fromStoredText(text: string): string {
  return text.includes(ESCAPE)
    ? text.replace(/\u0001([\u0001\u0002])/g, (_, c: string) => (c === '\u0001' ? '\u0000' : '\u0001'))
    : text;
}

type Text = (text: string) => string;

/** Maps every string and key through `text`; returns the same value when nothing changes (reads are the hot path). */
function mapStrings(value: WireValue, text: Text): WireValue {
  if (typeof value === 'string') return text(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: WireValue[] | undefined;
    value.forEach((item, i) => {
      const mapped = mapStrings(item, text);
      if (mapped !== item) (out ??= value.slice())[i] = mapped;
    });
    return out ?? value;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const k = text(key);
    const v = mapStrings(item, text);
    if (k !== key || v !== item) changed = true;
    return [k, v] as const;
  });
  if (!changed) return value;
  const out: { [key: string]: WireValue } = Object.create(null);
  for (const [k, v] of entries) out[k] = v;
  return out;
}

export const toStored = (value: WireValue): WireValue => mapStrings(value, toStoredText);
const fromStored = (value: WireValue): WireValue => mapStrings(value, fromStoredText);
export const dataFromStored = (data: WireData): WireData => fromStored(data) as WireData;
