import { describe, expect, it } from 'vitest';
import { parseQuestionsCsv, questionsToCsv, QUESTION_CSV_HEADER } from '@/services/format/assessment-csv';
import { CsvSyntaxError, parseCsv, toCsv } from '@/services/csv';
import { rsvpsToCsv } from '@/services/events/rsvp-csv';

describe('parseCsv (RFC 4180)', () => {
  it('splits plain fields and records, with CRLF or LF, skipping blank lines', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n\n4,,6')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 4, fields: ['4', '', '6'] },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, and counts lines across them', () => {
    const records = parseCsv('"a, b","say ""hi""","two\nlines"\r\nnext,"",x\n');
    expect(records).toEqual([
      { line: 1, fields: ['a, b', 'say "hi"', 'two\nlines'] },
      { line: 3, fields: ['next', '', 'x'] },
    ]);
  });

  it('ignores a byte-order mark and keeps a trailing empty field', () => {
    expect(parseCsv('\ufeffa,\n')).toEqual([{ line: 1, fields: ['a', ''] }]);
  });

  it('refuses an unclosed quote and text after a closing quote, with the line', () => {
    expect(() => parseCsv('ok\n"never closed,x\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('ok\n"never closed,x\n')).toThrow(/^Line 2:/);
    expect(() => parseCsv('a\nb\n"x"y,z')).toThrow(/^Line 3: text after a closing quote/);
    expect(() => parseCsv('a"b')).toThrow(/^Line 1: a quote inside an unquoted field/);
  });

  it('round-trips what toCsv writes', () => {
    const rows = [['plain', 'with, comma', 'with "quote"', 'multi\nline', ' padded ']];
    expect(parseCsv(toCsv(rows)).map((r) => r.fields)).toEqual(rows);
  });
});

const row = (cells: string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
const header = QUESTION_CSV_HEADER.join(',');

describe('question CSV', () => {
  it('reads questions with 2 to 6 options, several correct ones and an optional explanation', () => {
    const text = [
      header,
      row([
        'What does "JSX" compile to?',
        'Function calls',
        'HTML files',
        '',
        '',
        '',
        '',
        '1',
        'React.createElement calls',
        '',
      ]),
      row(['Pick the hooks', 'useState', 'useEffect', 'render', '', '', '', '1;2', '', 'retired']),
    ].join('\n');
    expect(parseQuestionsCsv(text)).toEqual({
      ok: true,
      questions: [
        {
          text: 'What does "JSX" compile to?',
          options: ['Function calls', 'HTML files'],
          correct: [0],
          explanation: 'React.createElement calls',
          status: 'active',
        },
        { text: 'Pick the hooks', options: ['useState', 'useEffect', 'render'], correct: [0, 1], status: 'retired' },
      ],
    });
  });

  it('reports every bad record with its line and imports nothing', () => {
    const text = [
      header,
      row(['Fine?', 'Yes', 'No', '', '', '', '', '1', '', '']),
      row(['Multi\nline question with a bad key', 'A', 'B', '', '', '', '', '3', '', '']),
      row(['One option only', 'A', '', '', '', '', '', '1', '', '']),
      row(['Gap', 'A', '', 'C', '', '', '', '1', '', '']),
      'too,few,columns',
      row(['Bad status', 'A', 'B', '', '', '', '', '1', '', 'archived']),
    ].join('\n');
    const result = parseQuestionsCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([3, 5, 6, 7, 8]);
    expect(result.errors[0].message).toMatch(/correct/);
    expect(result.errors[3].message).toMatch(/expected 10 columns/);
  });

  it('gives the line of a CSV syntax error and refuses an empty file', () => {
    expect(parseQuestionsCsv(`${header}\n"open`)).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'a quoted field is never closed' }],
    });
    expect(parseQuestionsCsv(header)).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'the file has no questions' }],
    });
  });

  it('reads a file saved with a byte-order mark whose quoted question spans lines, with the next record on its own line', () => {
    const text = `\ufeff${header}\r\n"Which of these is\r\na ""hook""?",useState,render,,,,,1,,\r\n${row(['Broken', 'A', 'B', '', '', '', '', '9', '', ''])}\r\n`;
    expect(parseCsv(text).map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'question'],
      [2, 'Which of these is\na "hook"?'],
      [4, 'Broken'],
    ]);
    const result = parseQuestionsCsv(text);
    expect(result).toEqual({ ok: false, errors: [{ line: 4, message: expect.stringMatching(/correct column/) }] });
  });

  it('exports what it imports', () => {
    const questions = [
      {
        text: 'Q, with comma',
        options: ['A "x"', 'B'],
        correct: [1],
        explanation: 'Line\nbreak',
        status: 'active' as const,
      },
    ];
    expect(parseQuestionsCsv(questionsToCsv(questions))).toEqual({ ok: true, questions });
  });
});

describe('one CSV writer for every export', () => {
  const formulas = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\r=1'];

  it('defuses a leading = + - @ in the question bank export, and the import restores the text', () => {
    const questions = formulas.map((f) => ({
      text: f,
      options: ['=1', '@b'],
      correct: [0],
      explanation: '+why',
      status: 'active' as const,
    }));
    const csv = questionsToCsv(questions);
    for (const record of parseCsv(csv).slice(1)) {
      for (const cell of record.fields.filter(Boolean)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const back = parseQuestionsCsv(csv);
    expect(back.ok && back.questions.map((q) => [q.text.trim(), q.options, q.explanation])).toEqual(
      formulas.map((f) => [f.trim(), ['=1', '@b'], '+why']),
    );
  });

  it('writes the RSVP export with the same writer', () => {
    const csv = rsvpsToCsv([
      { uid: 'u', name: '=cmd|calc', email: '@x.test', status: 'going', createdAt: null },
      { uid: 'c', name: 'Team Co', email: 'rae@x.test', memberName: 'Rae', status: 'waiting', createdAt: null },
    ]);
    expect(csv).toBe(
      toCsv([
        ['Name', 'Email', 'Status', 'RSVPed at (UTC)', 'RSVPed by'],
        ['=cmd|calc', '@x.test', 'going', '', ''],
        ['Team Co', 'rae@x.test', 'waiting', '', 'Rae'],
      ]),
    );
    expect(csv).toContain("'=cmd|calc,'@x.test");
  });
});
