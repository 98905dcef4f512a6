/**
 * The question bank as CSV, one question per record: `question, option 1 … option 6, correct, explanation,
 * status`. `correct` lists the right options by number (1-6), several separated by `;`. Empty option columns are
 * skipped; `status` is `active` (default) or `retired`. Import is all or nothing: any bad record gives its line.
 */
import { CsvSyntaxError, csvValue, parseCsv, toCsv } from '../csv';
import { questionInputSchema, type QuestionInput } from '../schemas/assessment';
import { OPTIONS_MAX, QUESTION_IMPORT_BYTES_MAX, QUESTION_IMPORT_MAX } from '../schemas/assessment-constants';

export const QUESTION_CSV_HEADER = [
  'question',
  ...Array.from({ length: OPTIONS_MAX }, (_, i) => `option ${i + 1}`),
  'correct',
  'explanation',
  'status',
];

export interface CsvLineError {
  line: number;
  message: string;
}

export type QuestionCsvResult = { ok: true; questions: QuestionInput[] } | { ok: false; errors: CsvLineError[] };

/** At most this many records per import: what the server's import takes in one batch. */
const CSV_IMPORT_MAX = QUESTION_IMPORT_MAX;

function recordToQuestion(fields: string[]): QuestionInput | string {
  if (fields.length !== QUESTION_CSV_HEADER.length) {
    return `expected ${QUESTION_CSV_HEADER.length} columns (${QUESTION_CSV_HEADER.join(', ')}), found ${fields.length}`;
  }
  // The export defuses cells a spreadsheet would run as formulas; reading it back restores them.
  const [text, ...rest] = fields.map(csvValue);
  const optionCells = rest.slice(0, OPTIONS_MAX);
  const [correctCell, explanation, statusCell] = rest.slice(OPTIONS_MAX);
  // Options keep their numbers; a gap (option 3 empty, option 4 filled) would renumber them, so it is refused.
  const lastFilled = optionCells.map((o) => o.trim() !== '').lastIndexOf(true);
  const options = optionCells.slice(0, lastFilled + 1);
  if (options.some((o) => o.trim() === '')) return 'an option column is empty between two options';
  const numbers = correctCell.split(/[;\s]+/).filter(Boolean);
  if (numbers.length === 0) return 'the correct column is empty: give the number of the right option (1-6)';
  if (numbers.some((n) => !/^[1-6]$/.test(n)))
    return `the correct column must list option numbers 1-6 separated by ";" (found "${correctCell}")`;
  const status = statusCell.trim().toLowerCase() || 'active';
  const parsed = questionInputSchema.safeParse({
    text,
    options: options.map((o) => o.trim()),
    correct: numbers.map((n) => Number(n) - 1),
    ...(explanation.trim() ? { explanation: explanation.trim() } : {}),
    status,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path[0] === 'text' ? 'question' : String(issue.path[0] ?? 'question');
  return `${where}: ${issue.message}`;
}

export function parseQuestionsCsv(text: string): QuestionCsvResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { ok: false, errors: [{ line: error.line, message: error.message.replace(/^Line \d+: /, '') }] };
    throw error;
  }
  if (records.length > 0 && records[0].fields[0].trim().toLowerCase() === 'question') records = records.slice(1);
  if (records.length === 0) return { ok: false, errors: [{ line: 1, message: 'the file has no questions' }] };
  if (records.length > CSV_IMPORT_MAX)
    return {
      ok: false,
      errors: [{ line: records[CSV_IMPORT_MAX].line, message: `at most ${CSV_IMPORT_MAX} questions per import` }],
    };
  const errors: CsvLineError[] = [];
  const questions: QuestionInput[] = [];
  for (const record of records) {
    const result = recordToQuestion(record.fields);
    if (typeof result === 'string') errors.push({ line: record.line, message: result });
    else questions.push(result);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (new TextEncoder().encode(JSON.stringify(questions)).length > QUESTION_IMPORT_BYTES_MAX) {
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message: `the questions weigh more than ${QUESTION_IMPORT_BYTES_MAX / 1024 / 1024} MB, too much for one import: split the file`,
        },
      ],
    };
  }
  return { ok: true, questions };
}

export function questionsToCsv(questions: QuestionInput[]): string {
  const rows = questions.map((q) => [
    q.text,
    ...Array.from({ length: OPTIONS_MAX }, (_, i) => q.options[i] ?? ''),
    q.correct.map((i) => i + 1).join(';'),
    q.explanation ?? '',
    q.status,
  ]);
  return toCsv([QUESTION_CSV_HEADER, ...rows]);
}
