/** SQL text helpers. Field paths are inlined as literals (so expression indexes match); values are always parameters. */
import type { WireValue } from '@/services/backend/wire/wire';
import { fieldSegments } from './paths';
import { toStored, toStoredText } from './stored-form';

export const sqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `data->'a'->'b'` for the field path `a.b`; identical text in index definitions and queries. */
export const fieldExpr = (field: string) =>
  `data${fieldSegments(field, 'query')
    .map((s) => `->${sqlLiteral(toStoredText(s))}`)
    .join('')}`;

/** Collects positional parameters while a statement is being built. */
export class Params {
  readonly values: unknown[] = [];
  /** A value compared against stored data, so in the stored form (stored-form.ts). */
  json(value: WireValue): string {
    this.values.push(JSON.stringify(toStored(value)));
    return `$${this.values.length}::jsonb`;
  }
  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
