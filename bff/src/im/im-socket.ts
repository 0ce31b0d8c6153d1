import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { CLOSE_REFUSED } from '@ysy/contracts/chat/protocol';
import {
  chatMessages,
  IM_FILES_PATH,
  IM_SOCKET_PATH,
  IM_UPLOAD_PATH,
  UPLOAD_LIMIT_MB,
  UploadKindSchema,
  type ChatRole,
} from '@ysy/contracts/chat/schemas';
import { messages } from '@ysy/contracts/common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../http/replies';
import { isStorableDecodedText } from '../http/storable-text';
import { CSRF_HEADER, CSRF_VALUE } from '../plugins/csrf-guard';
import { IM_UPLOAD_LIMITS } from '../plugins/rate-limits';
import { apiSecurityHeaders } from '../plugins/security-headers';
import type { ImHub } from './hub';
import { sameSecret, sendData } from './im-http';
import { uploadUrl } from './message-rows';
import { SocketDrain } from './socket-drain';
import { originAllowed } from './socket-origin';
import type { ImStore } from './store';
import type { UploadStore } from './upload-store';
import { checkUpload, cleanFileName, contentDisposition, isInline } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    imAccount?: { accid: string; role: ChatRole };
  }
}

/** The largest upload of any kind, for the multipart parser's own cap. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_MB)) * 1024 * 1024;

/**
 * The WebSocket at /im, opened from this site's own origin (another is refused with 403) with a
 * ticket (a missing or wrong one is refused with 401).
 */
async function socketRoute(scope: FastifyInstance, hub: ImHub, drain: SocketDrain): Promise<void> {
  const credentials = scope.imCredentials;
  // Its refusals are JSON replies like the API's (an accepted upgrade sends no HTTP body).
  scope.addHook('onRequest', apiSecurityHeaders);
  scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request)) {
      request.log.warn(
        { reason: 'foreign origin', origin: request.headers.origin?.slice(0, 200) },
        'im connection refused',
      );
      return sendError(reply, 403, messages.csrfMissing);
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    const opened = ticket === '' ? undefined : await credentials.openTicket(ticket);
    if (!opened) {
      request.log.warn(
        { reason: ticket === '' ? 'missing ticket' : 'invalid ticket' },
        'im connection refused',
      );
      return sendError(reply, 401, chatMessages.ticketInvalid);
    }
    request.imAccount = opened;
  });
  scope.get(IM_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const opened = request.imAccount;
    if (!opened) {
      socket.close(CLOSE_REFUSED, 'refused');
      return;
    }
    const onFrame = hub.attach(opened.accid, opened.role, socket);
    drain.open(socket);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      void drain
        .handle(() => onFrame(data.toString()))
        .catch((error: unknown) => request.log.error({ err: error }, 'im frame handler failed'));
    });
    socket.on('close', () => {
      drain.closed(socket);
      hub.detach(opened.accid, socket);
    });
    socket.on('error', (error) => request.log.info({ err: error }, 'im socket error'));
  });
}

/**
 * POST /im/upload?kind=&role=: one file from a chat account, checked by its real type, within the
 * upload rate limits (checked before the body is read) and, for a visitor, the stored-bytes quota.
 * The multipart parser lives in this route's own scope: registered beside the proxied routes it
 * would take their multipart bodies too (@fastify/reply-from warns about that).
 */
async function uploadRoute(
  scope: FastifyInstance,
  store: ImStore,
  uploads: UploadStore,
): Promise<void> {
  const credentials = scope.imCredentials;
  scope.addHook('onRequest', apiSecurityHeaders);
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
  });
  scope.post(IM_UPLOAD_PATH, async (request, reply) => {
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      return sendError(reply, 403, messages.csrfMissing);
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const kind = UploadKindSchema.safeParse(query.kind);
    if (!kind.success) return sendError(reply, 400, chatMessages.uploadTypeRefused);
    const role = query.role;
    if (role !== 'support' && role !== 'consultant' && role !== 'agent') {
      return sendError(reply, 400, chatMessages.roleInvalid);
    }
    const credential = await credentials.read(request, role);
    const account = credential ? await store.account(credential.accid) : undefined;
    if (!credential || !account || !sameSecret(credential.token, account.token)) {
      request.log.warn({ role }, 'im upload refused: no chat account');
      return sendError(reply, 403, chatMessages.noAccount);
    }
    const limit = await scope.limiterFor(IM_UPLOAD_LIMITS)?.(request, {
      query: undefined,
      body: { account: account.accid },
    });
    if (limit?.exceeded) {
      reply.header('retry-after', String(limit.exceeded.retryAfterSeconds));
      return sendError(reply, 429, limit.exceeded.msg);
    }
    if (!request.isMultipart()) return sendError(reply, 400, chatMessages.uploadMissing);
    const part = await request.file();
    if (!part) return sendError(reply, 400, chatMessages.uploadMissing);
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
        return sendError(reply, 413, chatMessages.uploadTooLarge(UPLOAD_LIMIT_MB[kind.data]));
      }
      throw error;
    }
    // The name is the one text of the form that is stored (no other field is read); the file's
    // bytes are no text.
    if (!isStorableDecodedText(part.filename)) {
      request.log.info(
        { where: 'upload file name' },
        'request refused: text that cannot be stored',
      );
      return sendError(reply, 400, messages.unstorableText);
    }
    const checked = await checkUpload(kind.data, data);
    if (!checked.ok) {
      request.log.info({ kind: kind.data, size: data.byteLength }, 'im upload refused');
      return sendError(reply, checked.status, checked.msg);
    }
    const id = randomBytes(16).toString('hex');
    const name = cleanFileName(part.filename);
    const size = data.byteLength;
    const saved = await uploads.save({
      id,
      owner: account.accid,
      kind: kind.data,
      mime: checked.mime,
      name,
      size,
      data,
    });
    if (saved === 'quota') {
      request.log.info({ size }, 'im upload refused: visitor quota full');
      return sendError(reply, 413, chatMessages.uploadQuotaFull(uploads.quotaMb));
    }
    return sendData(reply, { uploadId: id, url: uploadUrl(id), name, size, kind: kind.data });
  });
}

/**
 * GET /im/files/:id. Served uploads are never a page of this site: no sniffing, a sandbox without
 * scripts or same-origin rights, and anything that is not a shown image/video/audio is a download.
 */
function filesRoute(fastify: FastifyInstance, uploads: UploadStore): void {
  fastify.get<{ Params: { id: string } }>(`${IM_FILES_PATH}/:id`, async (request, reply) => {
    reply.headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
    const id = request.params.id;
    if (!/^[0-9a-f]{32}$/.test(id)) return sendError(reply, 404, chatMessages.uploadNotFound);
    const found = await uploads.find(id);
    if (!found) return sendError(reply, 404, chatMessages.uploadNotFound);
    // A visitor's upload past the retention period is gone for good, swept or not yet.
    if ('expired' in found) return sendError(reply, 410, chatMessages.uploadExpired);
    const upload = found.found;
    const inline = isInline(upload.mime);
    return reply
      .header('content-type', upload.mime)
      .header(
        'content-disposition',
        contentDisposition(inline ? 'inline' : 'attachment', upload.name),
      )
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(upload.data));
  });
}

/**
 * The embedded hub's own paths: the WebSocket at /im, uploads and the files served back, over
 * the hub and store the `imHub` plugin made. Registered outside the page and API scopes: the
 * socket's refusals and the upload replies are JSON and get the API's security headers, served
 * files get their own.
 */
export const imSocket = fp(
  async function imSocket(fastify) {
    const { imHub: hub, imStore: store, imUploads: uploads } = fastify;
    if (!hub || !store || !uploads)
      throw new Error('imSocket needs the embedded hub (the imHub plugin with a db)');
    // Added before the WebSocket plugin's own preClose, which closes every socket without a code.
    const drain = new SocketDrain();
    fastify.addHook('preClose', () => drain.drain());
    await fastify.register(websocket, { options: { maxPayload: 64 * 1024 } });
    fastify.register((scope) => socketRoute(scope, hub, drain));
    fastify.register((scope) => uploadRoute(scope, store, uploads));
    filesRoute(fastify, uploads);
  },
  { name: 'im-socket', fastify: '5.x', dependencies: ['im-hub'] },
);
