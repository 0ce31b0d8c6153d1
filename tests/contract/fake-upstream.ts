import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createServer } from 'node:net';

/**
 * A stand-in upstream on 127.0.0.1:0 whose behaviour each test sets per path. It records every
 * call (method, path, query, headers, raw body) so a test can prove what was — or was not —
 * forwarded.
 */

export interface RecordedCall {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The raw query string ('' when none). */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string | undefined;
}

export type Behaviour = (call: RecordedCall, reply: FastifyReply) => unknown;

export interface FakeUpstream {
  url: string;
  calls: RecordedCall[];
  /** Sets what `METHOD path` answers until changed. Unset paths answer 404. */
  on(method: 'GET' | 'POST', path: string, behaviour: Behaviour): void;
  callsTo(path: string): RecordedCall[];
  close(): Promise<void>;
}

/** Replies with JSON and a status. */
export function json(status: number, body: unknown): Behaviour {
  return (_call, reply) =>
    reply.code(status).header('content-type', 'application/json').send(JSON.stringify(body));
}

/** Replies with a raw text body (malformed JSON and the like). */
export function raw(status: number, text: string): Behaviour {
  return (_call, reply) => reply.code(status).header('content-type', 'application/json').send(text);
}

/** Answers after `ms` milliseconds. */
export function delayed(ms: number, then: Behaviour): Behaviour {
  return async (call, reply) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return then(call, reply);
  };
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const behaviours = new Map<string, Behaviour>();
  const calls: RecordedCall[] = [];

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query = ''] = request.url.split('?', 2);
    const call: RecordedCall = {
      method: request.method,
      path,
      query,
      headers: { ...request.headers },
      body: typeof request.body === 'string' ? request.body : undefined,
    };
    calls.push(call);
    const behaviour = behaviours.get(`${request.method} ${path}`);
    if (!behaviour) return reply.code(404).send({ code: 404, msg: 'fake: no behaviour set' });
    return behaviour(call, reply);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('fake upstream has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    on(method, path, behaviour) {
      behaviours.set(`${method} ${path}`, behaviour);
    },
    callsTo(path) {
      return calls.filter((call) => call.path === path);
    },
    close: () => app.close(),
  };
}

/** A URL on 127.0.0.1 where nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
