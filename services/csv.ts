/**
 * CSV for the admin screens' imports and exports, on papaparse (RFC 4180: quoted fields hold commas, line breaks
 * and doubled quotes; a byte-order mark is ignored). Only admin code imports this module, so papaparse loads on
 * those routes alone. Each record keeps the line it starts on, for line-numbered errors.
 */
import Papa from 'papaparse';

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

const SYNTAX_MESSAGES: Record<string, string> = {
  MissingQuotes: 'a quoted field is never closed',
  InvalidQuotes: 'text after a closing quote; put the whole field in quotes and double any quote inside it',
};

/** papaparse reads `a"b` as the text a"b; a file that does so was most likely cut or edited by hand, so it is refused. */
const strayQuote = (raw: string, field: string) =>
  field.includes('"') && !raw.includes(`"${field.replace(/"/g, '""')}"`);

export function parseCsv(text: string): CsvRecord[] {
  // Without the byte-order mark, so that papaparse's offsets are this text's. papaparse takes the first line ending
  // it meets for the whole file: make them one kind (a quoted CRLF reads as LF).
  const input = text.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(input, {
    delimiter: ',',
    newline: '\n',
    step: ({ data: fields, errors, meta }) => {
      const error = errors[0];
      if (error) throw new CsvSyntaxError(line, SYNTAX_MESSAGES[error.code] ?? error.message);
      const raw = input.slice(start, meta.cursor);
      if (fields.some((field) => strayQuote(raw, field))) {
        throw new CsvSyntaxError(
          line,
          'a quote inside an unquoted field; put the field in quotes and double the quote',
        );
      }
      // A blank line is no record.
      if (!(fields.length === 1 && fields[0] === '')) records.push({ line, fields });
      line += raw.split('\n').length - 1;
      start = meta.cursor;
    },
  });
  return records;
}

/** A spreadsheet reads a cell starting with one of these as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`). */
const FORMULA_START = /^[=+\-@\t\r]/;
const DEFUSED = /^'[=+\-@\t\r]/;
/** A cell a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets show as text. */
const defuse = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Quoted when it holds a comma, quote or line break (papaparse's rule) or starts or ends with any white space. */
const writeRows = (rows: string[][]) =>
  Papa.unparse(
    rows.map((row) => row.map(defuse)),
    { newline: '\r\n', quotes: (cell: unknown) => typeof cell === 'string' && cell !== cell.trim() },
  );

/** One cell as the writer puts it in a file. */
export const csvField = (value: string): string => toCsv([[value]]).slice(0, -2);

/** Reading back what the writer wrote: the apostrophe in front of a formula character goes again. */
export const csvValue = (field: string): string => (DEFUSED.test(field) ? field.slice(1) : field);

/** The one CSV writer (question bank, RSVP lists), records ending in CRLF. */
export const toCsv = (rows: string[][]) => `${writeRows(rows)}\r\n`;
