import type { z } from 'zod';
import type { Issue } from './envelope';
import { messages } from './messages';

const HAN = /\p{Script=Han}/u;

type ZodIssue = z.core.$ZodIssue;

/**
 * The Chinese message of one issue. Our schemas give Chinese messages for everything a person can
 * get wrong; anything else (a number field sent as text, an unknown field) still gets a Chinese
 * text naming the field rather than zod's English default.
 */
export function chineseMessage(issue: ZodIssue): string {
  if (HAN.test(issue.message)) return issue.message;
  const field = issue.path.length > 0 ? `（${issue.path.map(String).join('.')}）` : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${messages.unknownField}：${issue.keys.join('、')}`;
    case 'invalid_type':
      return `${messages.fieldWrongType}${field}`;
    case 'too_big':
    case 'too_small':
      return `${messages.fieldOutOfRange}${field}`;
    default:
      return `${messages.fieldInvalid}${field}`;
  }
}

/** The first issue's Chinese message: the `msg` of the BFF's 400 reply. */
export function messageOf(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? chineseMessage(first) : messages.badRequest;
}

/** Every issue as `{ path, message }` (path joined with dots): the 400 reply's `issues`. */
export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: chineseMessage(issue),
  }));
}
