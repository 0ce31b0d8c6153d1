import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { chatMessages } from '@ysy/contracts/chat/schemas';
import { messages } from '@ysy/contracts/common/messages';
import type { RouteId } from '@ysy/contracts/routes';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MemorySlots, RedisSlots } from '../scale-out/slots';

/**
 * Abuse limits for the calls that cost money or spam people (SMS codes, phone calls, published
 * needs), that store what anyone sends (anonymous chat accounts, chat uploads) and for password
 * guessing at the staff login. They run after input validation, so a malformed request never
 * uses up a slot and the per-phone key is the validated phone number.
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
  /**
   * `sent`: the slot is held while the request runs and kept only if the upstream reports the
   * thing done (code 0); a request that another rule refused or the upstream failed gives it
   * back. The default counts every request that passed validation.
   */
  spend?: 'sent';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The staff login's window: every try counts, right or wrong, so guessing cannot reset it. */
const STAFF_LOGIN_WINDOW = 15 * MINUTE;

function fieldOf(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const found: unknown = Reflect.get(value, field);
  return typeof found === 'string' ? found : undefined;
}

const byIp = (request: FastifyRequest) => normalizeIP(request.ip);

/** The limits of the chat's upload path, which is not in the route table (multipart). */
export const IM_UPLOAD_LIMITS = 'imUpload';

/**
 * Per route id, checked in order. The per-phone SMS rule comes first so a repeated click gets
 * the specific message (请 60 秒后再试) rather than the general one.
 */
export const ROUTE_LIMITS: Partial<
  Record<RouteId | typeof IM_UPLOAD_LIMITS, readonly LimitRule[]>
> = {
  getPhoneCode: [
    {
      name: 'sms-phone',
      max: 1,
      windowMs: MINUTE,
      keyOf: (_request, input) => fieldOf(input.query, 'phone'),
      msg: messages.smsTooFrequent,
      // Someone whose code did not go out (another limit, an upstream failure) may ask again
      // at once.
      spend: 'sent',
    },
    { name: 'sms-ip', max: 10, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  freePhone: [
    { name: 'call-ip', max: 10, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  publishDemand: [
    { name: 'demand-ip', max: 20, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  // 纠错 is free and anonymous; a person reports a few errors, a script hundreds.
  companyErrorReport: [
    { name: 'report-ip', max: 10, windowMs: HOUR, keyOf: byIp, msg: messages.tooManyRequests },
  ],
  // An anonymous chat account costs nothing to make; a browser asks once per page that opens the
  // support chat, a script thousands of times.
  getOrCreate: [
    {
      name: 'visitor-account-code',
      max: 20,
      windowMs: HOUR,
      keyOf: (_request, input) => fieldOf(input.body, 'js_code'),
      msg: messages.tooManyRequests,
    },
    {
      name: 'visitor-account-ip',
      max: 60,
      windowMs: HOUR,
      keyOf: byIp,
      msg: messages.tooManyRequests,
    },
  ],
  // Per chat account (the body carries the signed-in account), and per address for the accounts
  // one address can make. Stored bytes are capped apart (the visitor quota).
  [IM_UPLOAD_LIMITS]: [
    {
      name: 'upload-account',
      max: 20,
      windowMs: 10 * MINUTE,
      keyOf: (_request, input) => fieldOf(input.body, 'account'),
      msg: chatMessages.uploadTooMany,
    },
    {
      name: 'upload-ip',
      max: 60,
      windowMs: 10 * MINUTE,
      keyOf: byIp,
      msg: chatMessages.uploadTooMany,
    },
  ],
  // Per account, so spreading guesses over addresses does not help; per address, so trying many
  // accounts from one does not either. A throttled account is refused even the right password
  // until its window ends: at worst a guesser keeps the staff out 15 minutes at a time.
  agentLogin: [
    {
      name: 'staff-login-account',
      max: 10,
      windowMs: STAFF_LOGIN_WINDOW,
      keyOf: (_request, input) => fieldOf(input.body, 'account'),
      msg: chatMessages.agentTooMany,
    },
    {
      name: 'staff-login-ip',
      max: 20,
      windowMs: STAFF_LOGIN_WINDOW,
      keyOf: byIp,
      msg: chatMessages.agentTooMany,
    },
  ],
};

export interface LimitExceeded {
  msg: string;
  retryAfterSeconds: number;
}

/**
 * Either the first exceeded limit, or a go-ahead whose `settle` must be called once the outcome
 * is known (`done`: the upstream did what was asked), so held slots are kept or given back.
 */
export type LimitDecision =
  { exceeded: LimitExceeded } | { exceeded: undefined; settle(done: boolean): void };

export type Limiter = (request: FastifyRequest, input: ValidatedInput) => Promise<LimitDecision>;

const GO_AHEAD: LimitDecision = { exceeded: undefined, settle: () => undefined };

declare module 'fastify' {
  interface FastifyInstance {
    limiterFor(routeId: string): Limiter | undefined;
  }
  interface FastifyRequest {
    /** The key of the rule being checked (createRateLimit reads it from the request). */
    ysyLimitKey: string;
  }
}

/**
 * Without `redis` the counters and held slots live in this process; with it (REDIS_URL) every
 * instance counts in the same Redis, so running several instances does not multiply the limits.
 */
export interface RateLimitsOptions {
  rules?: Partial<Record<string, readonly LimitRule[]>>;
  mode?: 'standard' | 'relaxed';
  redis?: Redis;
}

/** Per-address rules get 100 times the room in relaxed mode; per-phone rules stay as they are. */
const RELAXED_FACTOR = 100;

function relaxed(rule: LimitRule): LimitRule {
  return rule.keyOf === byIp ? { ...rule, max: rule.max * RELAXED_FACTOR } : rule;
}

export const rateLimits = fp<RateLimitsOptions>(
  async function rateLimits(fastify, opts) {
    await fastify.register(rateLimit, {
      global: false,
      // A Redis error fails the check (fails closed: the call gets a 503 at once while Redis is
      // down, see error-handler.ts): these calls send SMS and place phone calls, which are not
      // let through uncounted.
      ...(opts.redis ? { redis: opts.redis, nameSpace: 'ysy:limit:', skipOnError: false } : {}),
    });
    fastify.decorateRequest('ysyLimitKey', '');

    // `fastify.rateLimit()` hooks mark a request as checked after the first one runs, so a second
    // limit on the same route would be skipped; `createRateLimit` checks each rule on its own.
    const limiters = new Map<string, Limiter>();
    const slots = opts.redis ? new RedisSlots(opts.redis) : new MemorySlots();
    for (const [routeId, rules] of Object.entries(opts.rules ?? ROUTE_LIMITS)) {
      if (!rules || rules.length === 0) continue;
      const modeRules = opts.mode === 'relaxed' ? rules.map(relaxed) : rules;
      const checks = modeRules.map((rule) => ({
        rule,
        check:
          rule.spend === 'sent'
            ? undefined
            : fastify.createRateLimit({
                max: rule.max,
                timeWindow: rule.windowMs,
                keyGenerator: (request) => request.ysyLimitKey,
              }),
      }));
      limiters.set(routeId, async (request, input) => {
        const held: string[] = [];
        const giveBack = () => {
          for (const key of held)
            slots
              .release(key)
              .catch((error: unknown) =>
                request.log.error(
                  { err: error, key: key.split(':')[0] },
                  'limit slot not released',
                ),
              );
        };
        try {
          for (const { rule, check } of checks) {
            const key = rule.keyOf(request, input);
            if (key === undefined) continue;
            const slotKey = `${rule.name}:${key}`;
            if (check === undefined) {
              const retryAfterSeconds = await slots.reserve(slotKey, rule.windowMs);
              if (retryAfterSeconds !== undefined) {
                giveBack();
                return { exceeded: { msg: rule.msg, retryAfterSeconds } };
              }
              held.push(slotKey);
              continue;
            }
            request.ysyLimitKey = slotKey;
            const result = await check(request);
            if (!result.isAllowed && result.isExceeded) {
              giveBack();
              return { exceeded: { msg: rule.msg, retryAfterSeconds: result.ttlInSeconds } };
            }
          }
        } catch (error) {
          // The shared store failed mid-way: slots already held are given back, then the call fails.
          giveBack();
          throw error;
        }
        if (held.length === 0) return GO_AHEAD;
        return {
          exceeded: undefined,
          settle: (done) => {
            if (!done) giveBack();
          },
        };
      });
    }
    fastify.decorate('limiterFor', (routeId: string) => limiters.get(routeId));
  },
  { name: 'rate-limits', fastify: '5.x' },
);
