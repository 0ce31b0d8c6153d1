import { IDEMPOTENCY_KEY_HEADER } from '@ysy/contracts/common/idempotency';
import { messages } from '@ysy/contracts/common/messages';
import { Transform, pipeline, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';
import { isStorableEscapedText, isStorableValue, isStorableWireText } from '../http/storable-text';

/**
 * The headers whose text the product reads, stores or logs as a field: the session and chat
 * cookies, the socket's origin check, the proxy headers behind `request.ip` (stored beside every
 * public write), `request.protocol` and `request.host`, the CSRF header, the cache validators and
 * the encoding choice, the support host's key, and a write's idempotency key (passed upstream).
 * Any other header is passed by no one.
 */
export const READ_HEADERS = [
  'cookie',
  'origin',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-requested-with',
  'if-none-match',
  'accept-encoding',
  'authorization',
  'content-type',
  IDEMPOTENCY_KEY_HEADER,
] as const;

function storableHeaders(request: FastifyRequest): boolean {
  for (const name of READ_HEADERS) {
    const value = request.headers[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    // Only the cookie parser decodes escapes; the other readers take the bytes as they are.
    const storable = name === 'cookie' ? isStorableEscapedText : isStorableWireText;
    if (!values.every(storable)) return false;
  }
  return true;
}

function refuse(request: FastifyRequest, reply: FastifyReply, where: string): FastifyReply {
  request.log.info({ where }, 'request refused: text that cannot be stored');
  return sendError(reply, 400, messages.unstorableText);
}

/** Whether the chunk (undefined: the end of the body) still decodes, the decoder kept across. */
function decodes(decoder: TextDecoder, chunk: Buffer | undefined): boolean {
  try {
    if (chunk === undefined) decoder.decode();
    else decoder.decode(chunk, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The body's bytes as they pass to the parser, unchanged: a NUL byte or invalid UTF-8 (which
 * decoding would turn into U+FFFD, indistinguishable afterwards) marks the request, which is
 * refused in `preValidation`, where the reply can carry the message (a parser's error gets the
 * error handler's generic one). Fastify's own parsers stay as they are.
 */
function watchedBody(
  request: FastifyRequest,
  payload: Readable,
  refused: WeakSet<FastifyRequest>,
): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let storable = true;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (storable) storable = chunk.indexOf(0) < 0 && decodes(decoder, chunk);
      callback(null, chunk);
    },
    flush(callback) {
      if (storable) storable = decodes(decoder, undefined);
      if (!storable) refused.add(request);
      callback();
    },
  });
  pipeline(payload, watch, () => undefined);
  return watch;
}

/** Multipart bodies carry files, whose bytes are no text. */
function isMultipart(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');
}

/**
 * Whether the request has body bytes to watch. Nearly every request is a GET without one, and a
 * stream pipeline per request (an AbortController, a DOMException at its end) cost the BFF about
 * a tenth of its CPU per call; a body comes with a Content-Length above 0 or chunked encoding.
 */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Every text that reaches the BFF is checked once, here, before any route sees it: the URL (path
 * and query, escapes decoded), the headers it reads and the JSON body. A NUL, a lone surrogate or
 * invalid UTF-8 is a 400 with a Chinese message: nothing is forwarded, nothing stored. Registered
 * on the root instance so its hooks run first for every route, the socket upgrade and the 404.
 */
export const storableInput = fp(
  async function storableInput(fastify) {
    const refused = new WeakSet<FastifyRequest>();
    fastify.addHook('onRequest', async (request, reply) => {
      if (!isStorableEscapedText(request.url)) return refuse(request, reply, 'url');
      if (!storableHeaders(request)) return refuse(request, reply, 'header');
      return undefined;
    });
    fastify.addHook('preParsing', async (request, _reply, payload) =>
      !hasBody(request) || isMultipart(request) ? payload : watchedBody(request, payload, refused),
    );
    fastify.addHook('preValidation', async (request, reply) => {
      // The parsed body too: a JSON escape (`\u0000`, `\ud800`) is valid UTF-8 on the wire.
      if (refused.has(request) || !isStorableValue(request.body)) {
        return refuse(request, reply, 'body');
      }
      return undefined;
    });
  },
  { name: 'storable-input', fastify: '5.x' },
);
