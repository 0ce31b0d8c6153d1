import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorReply } from '@ysy/contracts/common/envelope';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './replies';
import { isStorableEscapedText } from './storable-text';

/** The parser's codes for a byte that no text of a URL or header value may hold. */
const UNREADABLE_TEXT = new Set(['HPE_INVALID_URL', 'HPE_INVALID_HEADER_TOKEN']);

/** Fastify's own statuses for a request too slow to arrive and for headers too large. */
const STATUS_OF: Partial<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * The answer to a request Node's HTTP parser itself refuses, before any route or hook runs: a raw
 * byte outside ASCII in the URL, a NUL or other control character in a header, a malformed
 * request line. Fastify's default writes an English JSON body; this one writes the product's
 * envelope with a Chinese `msg`, the same statuses as the default (408 for a request that took
 * too long, 431 for headers too large, 400 otherwise), and closes the connection as it does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_OF[error.code ?? ''] ?? 400;
  const msg = UNREADABLE_TEXT.has(error.code ?? '') ? messages.unstorableText : messages.badRequest;
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

/**
 * The answer to what the router refuses before any hook runs: a path whose escapes do not decode
 * (`%FF`, or `%ED%A0%80`, a lone surrogate's bytes) is the edge's refusal of text that cannot be
 * stored; any other malformed escape is a plain bad request, a parameter too long a 414. Fastify's
 * default answers these in English, outside the product's envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') {
    const storable = isStorableEscapedText(request.url);
    return sendError(reply, 400, storable ? messages.badRequest : messages.unstorableText);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, messages.badRequest);
  request.log.error({ err: error }, 'request failed in the router');
  return sendError(reply, 500, messages.internalError);
}

/**
 * The server options that put both answers above in place. Every Fastify app of the product
 * takes them (the BFF, and the embedded upstream and support host that listen on ports of their
 * own), so no malformed request gets Fastify's English default from any of them.
 */
export const frameworkRefusals = { clientErrorHandler, frameworkErrors } as const;
