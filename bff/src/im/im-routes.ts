import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import {
  agentLogin,
  chatMessages,
  IM_FILES_PATH,
  IM_SOCKET_PATH,
  IM_UPLOAD_PATH,
  imTicket,
  UPLOAD_LIMIT_MB,
  UploadKindSchema,
  type ChatRole,
  type ImTicket,
} from '@ysy/contracts/chat/schemas';
import { CLOSE_REFUSED } from '@ysy/contracts/chat/protocol';
import { messageOf } from '@ysy/contracts/common/zod-errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, CSRF_VALUE } from '../plugins/csrf-guard';
import { JSON_CONTENT_TYPE, sendError } from '../http/replies';
import { messages } from '@ysy/contracts/common/messages';
import type { ImCredentials } from './credentials';
import type { ImHub } from './hub';
import type { ImStore } from './store';
import { uploadUrl } from './store';
import { checkUpload, cleanFileName, contentDisposition, isInline } from './uploads';

declare module 'fastify' {
  interface FastifyInstance {
    imCredentials: ImCredentials;
    /** The embedded hub, when this instance runs one (tests and the Redis fan-out use it). */
    imHub: ImHub | undefined;
  }
}

/** The largest upload of any kind, for the multipart parser's own cap. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_MB)) * 1024 * 1024;

/**
 * Refusals of the chat calls are 403, never 401: in this API 401 means "the login session is
 * gone", on which the SPA logs the user out and goes home.
 */

/** Which kinds of account each role connects as. */
const ROLE_KINDS: Record<ChatRole, ReadonlySet<string>> = {
  support: new Set(['visitor']),
  consultant: new Set(['user']),
  agent: new Set(['support', 'consultant']),
};

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function ok(reply: FastifyReply, data: unknown): FastifyReply {
  return reply
    .header('content-type', JSON_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ code: 0, data }));
}

export interface ImApiOptions {
  mode: 'local' | 'nim';
  /** The embedded hub's store (local mode). */
  store: ImStore | undefined;
  agentPassword: string;
}

/**
 * The chat's JSON calls, registered in the API scope (CSRF guard, JSON security headers).
 *
 * POST /api/bff/im/ticket: for the embedded hub, a one-minute ticket for the WebSocket, after
 * checking the sealed account against the database. With NetEase IM the browser must hold the
 * account's own token, because the SDK logs in from the browser straight to NetEase's servers and
 * has no other way to authenticate; that token only opens that one chat account (never the
 * support key, never the upstream token), is sent only over this same-origin call with
 * `no-store`, and is kept in memory by the adapter, never in storage.
 */
export const imApi = fp<ImApiOptions>(
  async function imApi(fastify, opts) {
    const credentials = fastify.imCredentials;

    fastify.post(imTicket.bffPath, async (request, reply) => {
      const parsed = imTicket.body.safeParse(request.body ?? {});
      if (!parsed.success) return sendError(reply, 400, messageOf(parsed.error));
      const { role } = parsed.data;
      const credential = await credentials.read(request, role);
      if (!credential) return sendError(reply, 403, chatMessages.noAccount);
      if (opts.mode === 'nim') {
        const data: ImTicket = { account: credential.accid, secret: credential.token };
        return ok(reply, data);
      }
      const { store } = opts;
      if (!store) return sendError(reply, 503, messages.upstreamError);
      const account = await store.account(credential.accid);
      if (
        !account ||
        !sameSecret(credential.token, account.token) ||
        !ROLE_KINDS[role].has(account.kind)
      ) {
        request.log.warn({ role }, 'im ticket refused: account or token does not match');
        credentials.clear(request, reply, role);
        return sendError(reply, 403, chatMessages.noAccount);
      }
      const data: ImTicket = {
        account: account.accid,
        secret: await credentials.ticket(account.accid, role),
        nick: account.nick,
        avatar: account.icon,
      };
      if (role === 'consultant') {
        const peer = await store.consultantOf(account.accid);
        if (peer !== undefined) data.peer = peer;
      }
      return ok(reply, data);
    });

    fastify.post(agentLogin.bffPath, async (request, reply) => {
      const parsed = agentLogin.body.safeParse(request.body ?? {});
      if (!parsed.success) return sendError(reply, 400, messageOf(parsed.error));
      if (!opts.store) return sendError(reply, 404, messages.notFound);
      const { account: accid, password } = parsed.data;
      const account = await opts.store.account(accid);
      // One comparison whatever failed, so the answer does not tell which accounts exist.
      const passwordOk = sameSecret(password, opts.agentPassword);
      if (!account || !ROLE_KINDS.agent.has(account.kind) || !passwordOk) {
        request.log.warn('agent login refused');
        return sendError(reply, 403, chatMessages.agentRefused);
      }
      await credentials.write(request, reply, 'agent', {
        accid: account.accid,
        token: account.token,
      });
      return ok(reply, { account: account.accid, nick: account.nick });
    });
  },
  { name: 'im-api', fastify: '5.x' },
);

export interface ImSocketOptions {
  hub: ImHub;
  store: ImStore;
}

/**
 * The embedded hub's own paths: the WebSocket at /im (opened with a ticket), uploads and the
 * files served back. Registered outside the page scope: served files get their own headers.
 */
export const imSocket = fp<ImSocketOptions>(
  async function imSocket(fastify, opts) {
    const { hub, store } = opts;
    const credentials = fastify.imCredentials;
    await fastify.register(websocket, {
      options: { maxPayload: 64 * 1024 },
    });
    fastify.register(async function socketScope(scope) {
      scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
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
        socket.on('message', (data, isBinary) => {
          if (isBinary) return;
          void onFrame(data.toString()).catch((error: unknown) =>
            request.log.error({ err: error }, 'im frame handler failed'),
          );
        });
        socket.on('close', () => hub.detach(opened.accid, socket));
        socket.on('error', (error) => request.log.info({ err: error }, 'im socket error'));
      });
    });

    // The multipart parser lives in the upload route's own scope: registered beside the proxied
    // routes it would take their multipart bodies too (@fastify/reply-from warns about that).
    fastify.register(async function uploadScope(scope) {
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
        const checked = await checkUpload(kind.data, data);
        if (!checked.ok) {
          request.log.info({ kind: kind.data, size: data.byteLength }, 'im upload refused');
          return sendError(reply, checked.status, checked.msg);
        }
        const id = randomBytes(16).toString('hex');
        const name = cleanFileName(part.filename);
        await store.saveUpload({
          id,
          owner: account.accid,
          kind: kind.data,
          mime: checked.mime,
          name,
          size: data.byteLength,
          data,
        });
        return ok(reply, {
          uploadId: id,
          url: uploadUrl(id),
          name,
          size: data.byteLength,
          kind: kind.data,
        });
      });
    });

    fastify.get<{ Params: { id: string } }>(`${IM_FILES_PATH}/:id`, async (request, reply) => {
      // Served uploads are never a page of this site: no sniffing, a sandbox without scripts or
      // same-origin rights, and anything that is not a shown image/video/audio is a download.
      reply.headers({
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      });
      const id = request.params.id;
      if (!/^[0-9a-f]{32}$/.test(id)) return sendError(reply, 404, chatMessages.uploadNotFound);
      const upload = await store.upload(id);
      if (!upload) return sendError(reply, 404, chatMessages.uploadNotFound);
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
  },
  { name: 'im-socket', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyRequest {
    imAccount?: { accid: string; role: ChatRole };
  }
}

export type { FastifyInstance };
