import { transportMessages as messages } from '@ysy/contracts/common/transport-messages';
import { ApiError, NoDataError } from './client';

/**
 * The Chinese sentence to show for a failed call: the BFF's own msg when it answered, else
 * (offline, DNS, a dropped connection: fetch's English TypeError) that the service is unreachable.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  if (error instanceof NoDataError) return error.message;
  return messages.upstreamUnreachable;
}
