import { randomBytes } from 'node:crypto';
import type { ServerFrame } from '@ysy/contracts/chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../scale-out/redis';
import type { FanOut, ImHub } from './hub';

/**
 * The hub's fan-out between BFF instances over Redis pub/sub. Every instance subscribes to one
 * channel; a frame for an account is handed to this instance's connections at once and published
 * for the others, which hand it to theirs (an instance ignores its own publishes). A session-list
 * change is published the same way, and each instance with a connection of that account pushes
 * the list from the database itself.
 *
 * Messages are stored before they are published, so Redis never holds the only copy: a publish
 * lost while Redis is down is logged, and the message reaches the other side from its history
 * when its window reconnects or pages.
 */
export const IM_CHANNEL = 'ysy:im';

/** For account `a`: a frame `f`, or `s` (its session list changed). */
type Item = { a: string; f: ServerFrame } | { a: string; s: 1 };

/** What goes over the channel: the publishing instance `o` and its items. */
interface Envelope {
  o: string;
  d: Item[];
}

function isItem(value: unknown): value is Item {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.a === 'string' && ((typeof v.f === 'object' && v.f !== null) || v.s === 1);
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.o === 'string' && Array.isArray(v.d) && v.d.every(isItem);
}

export class RedisFanOut implements FanOut {
  /** Tells this instance's publishes from the others'. */
  readonly instanceId = randomBytes(8).toString('hex');
  /** Items of the current tick: one PUBLISH carries them all (a message is four items). */
  private pending: Item[] = [];
  private flushed: Promise<void> | undefined;

  private constructor(
    private readonly hub: ImHub,
    private readonly redis: SharedRedis,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Subscribes, then makes `hub` deliver through Redis. The result stops listening. */
  static async attach(hub: ImHub, redis: SharedRedis, log: FastifyBaseLogger): Promise<() => void> {
    const fanOut = new RedisFanOut(hub, redis, log);
    const listener = (channel: string, text: string) => {
      if (channel === IM_CHANNEL) fanOut.receive(text);
    };
    redis.subscriber.on('message', listener);
    await redis.subscriber.subscribe(IM_CHANNEL);
    hub.useFanOut(fanOut);
    return () => {
      redis.subscriber.off('message', listener);
    };
  }

  async publish(accid: string, frame: ServerFrame): Promise<void> {
    this.hub.deliverLocal(accid, frame);
    await this.send({ a: accid, f: frame });
  }

  async sessionsChanged(accid: string): Promise<void> {
    this.hub.pushSessionsLocal(accid);
    await this.send({ a: accid, s: 1 });
  }

  private send(item: Item): Promise<void> {
    this.pending.push(item);
    this.flushed ??= Promise.resolve().then(() => this.flush());
    return this.flushed;
  }

  private async flush(): Promise<void> {
    const envelope: Envelope = { o: this.instanceId, d: this.pending };
    this.pending = [];
    this.flushed = undefined;
    // While Redis is down the connection's own error line says so; a publish would only make
    // the sender wait for the command timeout.
    if (this.redis.commands.status !== 'ready') return;
    try {
      await this.redis.commands.publish(IM_CHANNEL, JSON.stringify(envelope));
    } catch (error) {
      // Stored already; the other instances' connections catch up from history.
      this.log.error(
        { err: error, items: envelope.d.length },
        'im: publish to other instances failed',
      );
    }
  }

  private receive(text: string): void {
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    if (!isEnvelope(envelope)) {
      this.log.warn('im: unreadable frame on the fan-out channel');
      return;
    }
    if (envelope.o === this.instanceId) return;
    for (const item of envelope.d) {
      if ('f' in item) this.hub.deliverLocal(item.a, item.f);
      else this.hub.pushSessionsLocal(item.a);
    }
  }
}
