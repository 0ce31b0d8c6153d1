import { routes } from '@ysy/contracts/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_CONTENT_TYPE } from '../http/replies';
import type { DatabaseWait } from '../plugins/database-wait';
import type { SharedRedis } from '../scale-out/redis';
import {
  ALIVE_BODY,
  ALIVE_PATH,
  firstReason,
  probed,
  READY_PATH,
  readinessBody,
  type ReadinessCheck,
  type ReadinessReport,
} from './readiness';

/**
 * `/healthz`: the process is alive. `/readyz`: the instance should take traffic now — a small
 * list of checks (not shedding load, the database answers, the upstream answers the navigation
 * call with code 0), any failing one makes it 503 so a load balancer steers around the instance;
 * Redis, when configured, is reported in the body but decides nothing (see ReadinessReport).
 * Neither is ever shed, and neither waits on the upstream under load: see `probed`. The same
 * verdict is published to the health port (health/, HEALTH_PORT), which answers even while this
 * thread's loop is busy.
 */

const UPSTREAM_PROBE = { freshMs: 1_000, waitMs: 50, giveUpMs: 2_000 };

function notShedding(fastify: FastifyInstance): ReadinessCheck {
  return {
    name: 'load',
    check: () => (fastify.isShedding() ? 'shedding load' : undefined),
  };
}

export function databaseAnswers(wait: DatabaseWait): ReadinessCheck {
  return {
    name: 'database',
    check: () => {
      // The verdict is the last probe's; this keeps probes going when shedding does not watch it.
      wait.sample();
      return wait.failure();
    },
  };
}

/** Reported, not checked: see ReadinessReport. */
export function redisConnected(redis: SharedRedis): ReadinessReport {
  return { name: 'redis', up: () => redis.commands.status === 'ready' };
}

function upstreamAnswers(fastify: FastifyInstance): ReadinessCheck {
  const navPath = fastify.upstreams.upstream.basePath + routes.getNav.path;
  return probed(
    'upstream',
    async () => {
      const response = await fastify.upstreams.upstream.request(
        'GET',
        navPath,
        { accept: 'application/json' },
        undefined,
        UPSTREAM_PROBE.giveUpMs,
      );
      if (response.status !== 200) return `answered ${response.status}`;
      const parsed = routes.getNav.reply.safeParse(JSON.parse(response.body));
      return parsed.success && parsed.data.code === 0
        ? undefined
        : 'navigation reply is not code 0';
    },
    UPSTREAM_PROBE,
  );
}

export interface HealthOptions {
  /** Checks beside the built-in ones (load, upstream): the database. */
  checks?: readonly ReadinessCheck[];
  /** Parts named in the body without deciding the verdict: Redis. */
  reports?: readonly ReadinessReport[];
}

/** The readiness verdict, asked by /readyz and by the health port's publisher alike. */
export interface Readiness {
  /** Why the instance should not take traffic now, or undefined when it should. */
  reason(): Promise<string | undefined>;
  readonly reports: readonly ReadinessReport[];
  /**
   * Calls `listener` each time a verdict differs from the one before (the first one aside): the
   * metrics count them, since the health port's /readyz answers on another thread, unseen by
   * the request counters.
   */
  onChange(listener: (ready: boolean) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** `fastify.readiness`, at the root, where the server's health publisher reads it. */
export const readiness = fp<HealthOptions>(
  async function readiness(fastify, opts) {
    const checks = [notShedding(fastify), ...(opts.checks ?? []), upstreamAnswers(fastify)];
    const listeners: Array<(ready: boolean) => void> = [];
    let last: boolean | undefined;
    fastify.decorate('readiness', {
      reason: async () => {
        const reason = await firstReason(checks);
        const ready = reason === undefined;
        if (last !== undefined && ready !== last) for (const listener of listeners) listener(ready);
        last = ready;
        return reason;
      },
      reports: opts.reports ?? [],
      onChange: (listener) => {
        listeners.push(listener);
      },
    } satisfies Readiness);
  },
  {
    name: 'readiness',
    fastify: '5.x',
    dependencies: ['upstream-client', 'load-shedding'],
  },
);

export const health = fp(
  async function health(fastify) {
    fastify.get(ALIVE_PATH, async (_request, reply) =>
      reply
        .header('content-type', JSON_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(ALIVE_BODY),
    );

    fastify.get(READY_PATH, async (request, reply) => {
      reply.header('content-type', JSON_CONTENT_TYPE).header('cache-control', 'no-store');
      const { reports } = fastify.readiness;
      const reason = await fastify.readiness.reason();
      if (reason === undefined) return reply.send(readinessBody(true, reports));
      // The reason (addresses, errors) goes to the log only.
      request.log.warn({ reason }, 'not ready');
      return reply.code(503).send(readinessBody(false, reports));
    });
  },
  { name: 'health', fastify: '5.x', dependencies: ['readiness'] },
);
