/**
 * What a person reads when a field fails its schema. Forms parse with this map; a message written on the schema
 * itself (zod's `error` parameter) wins over it, so a field that needs its own wording says so once, in its schema.
 * zod's own English ("Too small: expected string to have >=1 characters") is for developers, not for the form.
 */
import type { $ZodRawIssue } from 'zod/v4/core';

type Issue = $ZodRawIssue & {
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  expected?: string;
};

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

function tooSmall(issue: Issue): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? 'Fill in this field.' : `Use at least ${min} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return min <= 1 ? 'Choose at least one.' : `Choose at least ${min}.`;
  return `Enter ${min} or more.`;
}

function tooBig(issue: Issue): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `Keep it to ${max} characters or fewer.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}.`;
  return `Enter ${max} or less.`;
}

function badFormat(issue: Issue): string {
  if (issue.format === 'email') return 'Enter a valid email address, like name@example.com.';
  if (issue.format === 'url') return 'Enter a full web address, starting with https://.';
  return 'Check the format of this field.';
}

function humanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'invalid_type':
      if (isBlank(issue.input)) return 'Fill in this field.';
      return issue.expected === 'number' ? 'Enter a number.' : 'Enter a valid value.';
    case 'invalid_value':
      return 'Choose one of the options.';
    default:
      return 'Check this field.';
  }
}

/** zod's per-parse error map: the human message for every issue that has none of its own. */
export const humanErrorMap = (issue: $ZodRawIssue) => humanIssueMessage(issue as Issue);
