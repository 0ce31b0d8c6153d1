import {
  EXPORT_ROWS_HEADER,
  exportedFile,
  ExportFailureSchema,
  exportFile,
  XLSX_MEDIA_TYPE,
} from '@ysy/contracts/account/exports';
import { messages } from '@ysy/contracts/common/messages';
import { issuesOf, messageOf } from '@ysy/contracts/common/zod-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { AUTH_STATUSES, tokenRefresher } from '../gateway/forward';
import { sendError } from '../http/replies';

/**
 * The export workbooks (导出), streamed from the upstream to the browser: the gateway reads each
 * reply whole to validate it as JSON, which a file of tens of thousands of rows must not be. The
 * input is validated with the contract's query, the session's token goes with the call (refreshed
 * once on 402/403, as the gateway does), and the upstream's answer is either the file, passed on
 * chunk by chunk with its name and row count, or a JSON failure validated against
 * `ExportFailureSchema` (over a limit: HTTP 200, code 4030).
 */

export interface ExportFilesOptions {
  upstreamUrl: string;
  /** Deadline for the upstream's answer to begin, and for each pause while the file streams. */
  timeoutMs: number;
}

/** Headers of the file passed on to the browser. */
const FILE_HEADERS = ['content-type', 'content-disposition', 'content-length', EXPORT_ROWS_HEADER];

/** A failure's JSON is a code and a sentence; anything longer is not one. */
const MAX_FAILURE_BYTES = 16 * 1024;

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The file, chunk by chunk with its headers, or the upstream's failure once validated. */
async function relay(reply: FastifyReply, res: Dispatcher.ResponseData) {
  if (res.statusCode === 200 && headerText(res.headers['content-type']) === XLSX_MEDIA_TYPE) {
    for (const name of FILE_HEADERS) {
      const value = headerText(res.headers[name]);
      if (value !== undefined) reply.header(name, value);
    }
    return reply.header('cache-control', 'no-store').send(res.body);
  }
  const bytes = Buffer.from(await res.body.arrayBuffer());
  let failure: z.infer<typeof ExportFailureSchema> | undefined;
  try {
    const parsed =
      bytes.length <= MAX_FAILURE_BYTES
        ? ExportFailureSchema.safeParse(JSON.parse(bytes.toString('utf8')))
        : undefined;
    failure = parsed?.success ? parsed.data : undefined;
  } catch {
    failure = undefined;
  }
  if (failure === undefined) return sendError(reply, 502, messages.upstreamBadReply);
  return reply.code(res.statusCode).send(failure);
}

export const exportFiles = fp<ExportFilesOptions>(
  async function exportFiles(fastify, opts) {
    const url = new URL(opts.upstreamUrl);
    const basePath = url.pathname.replace(/\/+$/, '');
    // Its own few connections: an export holds one for seconds, and must not take the gateway's.
    const pool = new Pool(url.origin, { connections: 8, keepAliveTimeout: 30_000 });
    fastify.addHook('onClose', () => pool.close());
    const refresh = tokenRefresher(fastify.upstreams.upstream);
    const { session } = fastify;

    function call(path: string, token: string, signal: AbortSignal) {
      return pool.request({
        method: 'GET',
        path,
        headers: { authorization: token, accept: `${XLSX_MEDIA_TYPE}, application/json` },
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
        signal,
      });
    }

    /** The upstream's answer with a token it accepts, or undefined when the session is lost. */
    async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
      const found = await session.read(request);
      if (found.present && found.token === undefined) session.clear(request, reply);
      if (found.token === undefined) return undefined;
      const aborted = new AbortController();
      // The browser gone before the file is through: the upstream stops writing (and drops it).
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const first = await call(path, found.token, aborted.signal);
      if (!AUTH_STATUSES.has(first.statusCode)) return first;
      await first.body.dump();
      const fresh = await refresh(found.token, request);
      if (fresh === undefined) return undefined;
      await session.write(request, reply, fresh);
      const retried = await call(path, fresh, aborted.signal);
      if (!AUTH_STATUSES.has(retried.statusCode)) return retried;
      await retried.body.dump();
      return undefined;
    }

    for (const file of [exportFile, exportedFile]) {
      fastify.route({
        method: 'GET',
        url: file.path,
        // Starting an export spends the day's rows: a cross-site link must not (csrf-guard).
        config: { sideEffect: file === exportFile },
        compress: false,
        handler: async (request, reply) => {
          const query = file.query.safeParse(request.query ?? {});
          if (!query.success)
            return sendError(reply, 400, messageOf(query.error), issuesOf(query.error));
          const at = request.url.indexOf('?');
          const search = at === -1 ? '' : request.url.slice(at);
          try {
            const res = await answer(request, reply, basePath + file.path + search);
            if (res === undefined) {
              session.clear(request, reply);
              return sendError(reply, 401, messages.unauthorized);
            }
            return await relay(reply, res);
          } catch (error) {
            request.log.warn({ err: error, route: file.path }, 'export call failed');
            const timeout =
              error instanceof Error && 'code' in error && String(error.code).includes('TIMEOUT');
            return timeout
              ? sendError(reply, 504, messages.upstreamTimeout)
              : sendError(reply, 502, messages.upstreamUnreachable);
          }
        },
      });
    }
  },
  { name: 'export-files', fastify: '5.x', dependencies: ['session-cookie', 'upstream-client'] },
);
