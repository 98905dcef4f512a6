/** SQL text helpers. Field paths are inlined as literals (so expression indexes match); values are always parameters. */
import { fieldSegments } from './paths';

export const sqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `data->'a'->'b'` for the field path `a.b`; identical text in index definitions and queries. */
export const fieldExpr = (field: string) => `data${fieldSegments(field).map((s) => `->${sqlLiteral(s)}`).join('')}`;

/** Collects positional parameters while a statement is being built. */
export class Params {
  readonly values: unknown[] = [];
  json(value: unknown): string {
    this.values.push(JSON.stringify(value));
    return `$${this.values.length}::jsonb`;
  }
  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
