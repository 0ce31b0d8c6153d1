import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { messages } from '@ysy/contracts/common/messages';
import type { RouteId } from '@ysy/contracts/routes';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Abuse limits for the calls that cost money or spam people: SMS codes, phone calls, published
 * needs. They run after input validation, so a malformed request never uses up a slot and the
 * per-phone key is the validated phone number.
 */

/** The request's input after contract validation. */
export interface ValidatedInput {
  query: unknown;
  body: unknown;
}

export interface LimitRule {
  /** Key namespace, unique per rule (one store may serve every rule, as Redis will). */
  name: string;
  max: number;
  windowMs: number;
  /** undefined: the rule does not apply to this request. */
  keyOf: (request: FastifyRequest, input: ValidatedInput) => string | undefined;
  msg: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function fieldOf(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const found: unknown = Reflect.get(value, field);
  return typeof found === 'string' ? found : undefined;
}

const byIp = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Per route id, checked in order. The per-phone SMS rule comes first so a repeated click gets
 * the specific message (请 60 秒后再试) rather than the general one.
 */
export const ROUTE_LIMITS: Partial<Record<RouteId, readonly LimitRule[]>> = {
  getPhoneCode: [
    {
      name: 'sms-phone',
      max: 1,
      windowMs: MINUTE,
      keyOf: (_request, input) => fieldOf(input.query, 'phone'),
      msg: messages.smsTooFrequent,
    },
    { name: 'sms-ip', max: 10, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  freePhone: [
    { name: 'call-ip', max: 10, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  publishDemand: [
    { name: 'demand-ip', max: 20, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
};

export interface LimitExceeded {
  msg: string;
  retryAfterSeconds: number;
}

/** Resolves to the first exceeded limit, or undefined when the request may go on. */
export type Limiter = (
  request: FastifyRequest,
  input: ValidatedInput,
) => Promise<LimitExceeded | undefined>;

/**
 * Where the counters live. In-process now; with several BFF instances (roadmap step 5) they
 * must be shared, and `REDIS_URL` will select a Redis store (pass an ioredis client as the
 * plugin's `redis` option). Until that is wired, a set REDIS_URL is reported and ignored.
 */
export type CounterStore = { kind: 'memory' } | { kind: 'redis'; url: string };

export function counterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl === undefined ? { kind: 'memory' } : { kind: 'redis', url: redisUrl };
}

declare module 'fastify' {
  interface FastifyInstance {
    limiterFor(routeId: string): Limiter | undefined;
  }
  interface FastifyRequest {
    /** The key of the rule being checked (createRateLimit reads it from the request). */
    ysyLimitKey: string;
  }
}

export interface RateLimitsOptions {
  store: CounterStore;
  rules?: Partial<Record<string, readonly LimitRule[]>>;
  mode?: 'standard' | 'relaxed';
}

/** Per-address rules get 100 times the room in relaxed mode; per-phone rules stay as they are. */
const RELAXED_FACTOR = 100;

function relaxed(rule: LimitRule): LimitRule {
  return rule.keyOf === byIp ? { ...rule, max: rule.max * RELAXED_FACTOR } : rule;
}

export const rateLimits = fp<RateLimitsOptions>(
  async function rateLimits(fastify, opts) {
    if (opts.store.kind === 'redis') {
      fastify.log.warn(
        'REDIS_URL is set but the Redis counter store is not wired yet; rate-limit counters stay in this process',
      );
    }
    await fastify.register(rateLimit, { global: false });
    fastify.decorateRequest('ysyLimitKey', '');

    // `fastify.rateLimit()` hooks mark a request as checked after the first one runs, so a second
    // limit on the same route would be skipped; `createRateLimit` checks each rule on its own.
    const limiters = new Map<string, Limiter>();
    for (const [routeId, rules] of Object.entries(opts.rules ?? ROUTE_LIMITS)) {
      if (!rules || rules.length === 0) continue;
      const modeRules = opts.mode === 'relaxed' ? rules.map(relaxed) : rules;
      const checks = modeRules.map((rule) => ({
        rule,
        check: fastify.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => request.ysyLimitKey,
        }),
      }));
      limiters.set(routeId, async (request, input) => {
        for (const { rule, check } of checks) {
          const key = rule.keyOf(request, input);
          if (key === undefined) continue;
          request.ysyLimitKey = `${rule.name}:${key}`;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            return { msg: rule.msg, retryAfterSeconds: result.ttlInSeconds };
          }
        }
        return undefined;
      });
    }
    fastify.decorate('limiterFor', (routeId: string) => limiters.get(routeId));
  },
  { name: 'rate-limits', fastify: '5.x' },
);
