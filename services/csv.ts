/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas,
 * line breaks and doubled quotes (`""`). Each record keeps the line it starts on, for line-numbered errors.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let afterQuote = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < input.length) {
    const c = input[i];
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      afterQuote = false;
      line += 1;
      recordLine = line;
    } else if (c === '"' && field === '' && !afterQuote) {
      quoted = true;
    } else if (afterQuote) {
      throw new CsvSyntaxError(line, 'text after a closing quote; put the whole field in quotes and double any quote inside it');
    } else if (c === '"') {
      throw new CsvSyntaxError(line, 'a quote inside an unquoted field; put the field in quotes and double the quote');
    } else {
      field += c;
    }
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const needsQuotes = /[",\r\n]/;
/** A spreadsheet reads a cell starting with one of these as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`). */
const FORMULA_START = /^[=+\-@\t\r]/;
const DEFUSED = /^'[=+\-@\t\r]/;

/**
 * The one CSV writer (question bank, RSVP lists): a cell a spreadsheet would run as a formula gets a leading
 * apostrophe, which spreadsheets show as text; quoted when it holds a comma, quote, line break or edge spaces.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Reading back what csvField wrote: the apostrophe in front of a formula character goes again. */
export const csvValue = (field: string): string => (DEFUSED.test(field) ? field.slice(1) : field);

export const toCsv = (rows: string[][]) => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
