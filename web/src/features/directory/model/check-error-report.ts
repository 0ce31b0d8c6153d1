// Loaded with the 纠错 form only (see the form), so its schema's zod stays out of the first load.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { messageOf } from '@ysy/contracts/common/zod-errors';
import { ErrorReportBodySchema, type ErrorReportBody } from '@ysy/contracts/directory/schemas';
/* eslint-enable @typescript-eslint/no-restricted-imports */

/**
 * The 纠错 form's check, with the same schema the BFF applies: the body to send, or the Chinese
 * message of the first problem. Loaded only when the form opens (it brings zod), never with the
 * profile page.
 */
export function checkErrorReport(
  body: unknown,
): { ok: true; body: ErrorReportBody } | { ok: false; message: string } {
  const checked = ErrorReportBodySchema.safeParse(body);
  return checked.success
    ? { ok: true, body: checked.data }
    : { ok: false, message: messageOf(checked.error) };
}
