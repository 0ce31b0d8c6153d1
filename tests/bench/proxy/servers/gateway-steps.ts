import { routes } from '@ysy/contracts/routes';
import type { RouteDef } from '@ysy/contracts/common/route';
import { compileByteCheck } from '@ysy/bff/http/byte-check';
import { compileFastCheck } from '@ysy/bff/testing/ajv-shortcut';
import { isUnchanged } from '@ysy/bff/http/unchanged';
import { UpstreamClient } from '@ysy/bff/plugins/upstream-client';
import Fastify, { type FastifyReply } from 'fastify';
import { failOn, onStop, ready } from './child-kit';

/**
 * Diagnostic steps between the bare proxy and the BFF (`--diagnose`), to see where the BFF's
 * time goes: `gateway-steps.ts <upstream url> pool|validate|bytes`.
 * - `pool`: Fastify + the BFF's own undici client (UpstreamClient), the reply sent as received:
 *   the BFF's transport without any of its work.
 * - `validate`: the same plus the reply validated the parsed way: decode, JSON.parse, the
 *   contract's zod schema, and the unchanged-check that lets the upstream's text be sent as it is.
 * - `ajv`: the same plus the reply validated the parsed way with the ajv shortcut first (decode,
 *   JSON.parse, ajv on the contract's shortcut schema, zod only when it says no): the layer the
 *   gateway had between the byte check and zod, kept here as the A/B that retired it.
 * - `bytes`: the same plus the reply validated as the gateway does it: the byte check
 *   (bff/src/http/byte-check.ts) first, the parsed way only when it says no.
 * The rest of the BFF (query validation, session, headers, limits, access log) is the difference
 * between `validate` and the BFF itself. Only the two benchmarked GET routes are served.
 */

const DEFS: RouteDef[] = [routes.getNav, routes.companySearch];
const STEPS = new Set(['pool', 'validate', 'ajv', 'bytes']);

function send(reply: FastifyReply, status: number, payload: Buffer | string): FastifyReply {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(payload);
}

async function main(): Promise<void> {
  const [upstream, step] = process.argv.slice(2);
  if (!upstream || step === undefined || !STEPS.has(step)) {
    throw new Error('usage: <upstream url> pool|validate|ajv|bytes');
  }
  const client = new UpstreamClient('upstream', upstream, 10_000);
  const app = Fastify({ logger: false });
  for (const def of DEFS) {
    const byteCheck =
      step === 'bytes' ? compileByteCheck(def.reply, { links: def.serverLinks }) : undefined;
    const fastCheck = step === 'ajv' ? compileFastCheck(def.upstreamReply ?? def.reply) : undefined;
    app.get(def.path, async (request, reply) => {
      const q = request.url.indexOf('?');
      const path = q < 0 ? def.path : def.path + request.url.slice(q);
      const response = await client.request('GET', path, { accept: 'application/json' });
      let payload: Buffer | string = response.bytes;
      if (step !== 'pool' && byteCheck?.(response.bytes) === undefined) {
        const json: unknown = JSON.parse(response.body);
        if (fastCheck?.(json) === true) return send(reply, response.status, payload);
        const parsed = (def.upstreamReply ?? def.reply).safeParse(json);
        if (!parsed.success) return reply.code(502).send({ code: 502 });
        if (!isUnchanged(json, parsed.data)) payload = JSON.stringify(parsed.data);
      }
      return send(reply, response.status, payload);
    });
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  onStop(async () => {
    await app.close();
    await client.close();
  });
  ready(url);
}

failOn(main());
