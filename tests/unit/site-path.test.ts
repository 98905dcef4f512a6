import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFileLink } from '@/server/local/policy/helpers';
import { fileUrlSchema } from '@/services/schemas/common';
import { isFileLinkValue, isSitePath, SITE_PATH_PATTERN } from '@/services/site-path';

const OFF_SITE = [
  '//evil.example',
  '/\\evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '/',
  '',
  'evil.example',
  'javascript:alert(1)',
];
const ON_SITE = ['/api/local/files/uploadedFiles/a/cv.pdf?token=t', '/talent-dashboard/messages', '/a', '/a//b'];

describe('isSitePath', () => {
  it.each(ON_SITE)('accepts %j', (p) => expect(isSitePath(p)).toBe(true));
  it.each(OFF_SITE)('refuses %j', (p) => expect(isSitePath(p)).toBe(false));
  it('refuses a non-string', () => expect(isSitePath(42)).toBe(false));
});

describe('file links (schema, local policy, converters) use it', () => {
  it.each(OFF_SITE)('%j is no file link anywhere', (p) => {
    expect(isFileLinkValue(p)).toBe(false);
    expect(isFileLink(p)).toBe(false);
    expect(fileUrlSchema.safeParse(p).success).toBe(false);
  });
  it.each([...ON_SITE, 'https://firebasestorage.googleapis.com/v0/b/x/o/y?alt=media'])(
    '%j is a file link everywhere',
    (p) => {
      expect(isFileLinkValue(p)).toBe(true);
      expect(isFileLink(p)).toBe(true);
      expect(fileUrlSchema.safeParse(p).success).toBe(true);
    },
  );
});

describe('firestore.rules isSitePath', () => {
  it('matches SITE_PATH_PATTERN', () => {
    const rules = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
    const fn = /function isSitePath\(p\) \{\s*return p is string && p\.matches\('((?:[^'\\]|\\.)*)'\);/.exec(rules);
    expect(fn).not.toBeNull();
    // A rules string literal unescapes `\\` to `\`; rules regexes match the whole string (the pattern's ^ and $).
    const unescaped = fn![1].replace(/\\(.)/g, '$1');
    expect(`^${unescaped}$`).toBe(SITE_PATH_PATTERN.source.replaceAll('\\/', '/'));
  });
});
