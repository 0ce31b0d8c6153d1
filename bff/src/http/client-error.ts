import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorReply } from '@ysy/contracts/common/envelope';
import { messages } from '@ysy/contracts/common/messages';

/**
 * The answer to a request Node's HTTP parser itself refuses, before any route or hook runs: a raw
 * byte outside ASCII in the URL, a NUL or other control character in a header, a malformed
 * request line. Fastify's default writes an English JSON body; this one writes the product's
 * envelope with a Chinese `msg`, the same statuses as the default (408 for a request that took
 * too long, 431 for headers too large, 400 otherwise), and closes the connection as it does.
 */
/** The parser's codes for a byte that no text of a URL or header value may hold. */
const UNREADABLE_TEXT = new Set(['HPE_INVALID_URL', 'HPE_INVALID_HEADER_TOKEN']);

export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let msg: string = messages.unstorableText;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    msg = messages.upstreamTimeout;
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    msg = messages.badRequest;
  } else if (!UNREADABLE_TEXT.has(error.code ?? '')) {
    msg = messages.badRequest;
  }
  const body: ErrorReply = { code: status, msg };
  const text = Buffer.from(JSON.stringify(body));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${text.length}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n',
    );
    socket.write(text);
  }
  socket.destroy(error);
}
