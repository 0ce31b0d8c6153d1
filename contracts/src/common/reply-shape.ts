import type { ErrorReply } from './envelope';
import { isRecord } from './is-record';

// Zod-free checks of what the page receives. The BFF has validated every reply against the route
// table already; the page only makes sure it got JSON of the shared shape (not, say, an HTML error
// page from a proxy in between) before reading it.

/** Every reply of the route table is an envelope: an object with a whole-number `code`. */
export function isEnvelope(value: unknown): value is { code: number } {
  return isRecord(value) && Number.isInteger(value.code);
}

/** The BFF's one error shape `{ code, msg, issues? }`; agrees with ErrorReplySchema. */
export function isErrorReply(value: unknown): value is ErrorReply {
  if (!isRecord(value) || !Number.isInteger(value.code) || typeof value.msg !== 'string') {
    return false;
  }
  const { issues } = value;
  return (
    issues === undefined ||
    (Array.isArray(issues) &&
      issues.every(
        (issue) =>
          isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
      ))
  );
}
