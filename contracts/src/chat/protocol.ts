import { z } from 'zod';

/**
 * The embedded IM hub's WebSocket frames (JSON text). Requests carry `rid`; the hub answers each
 * with `reply` and the same `rid`. Pushes (`message`, `sessions`, `peerRead`) carry none.
 */

export const MessageKindSchema = z.enum(['text', 'image', 'file', 'video', 'audio']);

export const WireAttachmentSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const WireMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  from: z.string(),
  to: z.string(),
  time: z.number(),
  kind: MessageKindSchema,
  text: z.string().optional(),
  attachment: WireAttachmentSchema.optional(),
  fromNick: z.string().optional(),
});
export type WireMessage = z.infer<typeof WireMessageSchema>;

export const WireSessionSchema = z.object({
  id: z.string(),
  peer: z.string(),
  pinned: z.boolean(),
  updatedAt: z.number(),
  unread: z.number().int(),
  lastMessage: WireMessageSchema.optional(),
  /** The page the visitor was on (the agent console shows it). */
  peerPage: z.string().optional(),
});
export type WireSession = z.infer<typeof WireSessionSchema>;

export const WireProfileSchema = z.object({
  account: z.string(),
  nick: z.string(),
  avatar: z.string().optional(),
});

const rid = z.number().int().nonnegative();
const sessionId = z.string().min(5).max(80);
/**
 * The sender's own id for a message, given when it is typed and kept when it is resent after a
 * lost acknowledgement: the hub stores one message per sender and id, and answers a resend with
 * the message already stored.
 */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,80}$/)
  .optional();

export const ClientFrameSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('sessions'), rid }),
  z.object({
    t: z.literal('history'),
    rid,
    sessionId,
    limit: z.number().int().min(1).max(100),
    before: z.object({ id: z.string(), time: z.number() }).optional(),
  }),
  z.object({ t: z.literal('sendText'), rid, sessionId, text: z.string(), clientId }),
  z.object({
    t: z.literal('sendFile'),
    rid,
    sessionId,
    uploadId: z.string().min(1).max(64),
    clientId,
  }),
  z.object({ t: z.literal('read'), rid, sessionId, messageId: z.string(), time: z.number() }),
  z.object({ t: z.literal('peerRead'), rid, sessionId }),
  z.object({ t: z.literal('profiles'), rid, accounts: z.array(z.string().max(80)).max(150) }),
  /** The page the visitor is on, shown to the agent. */
  z.object({ t: z.literal('page'), rid, sessionId, page: z.string().max(300) }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

export const ServerFrameSchema = z.union([
  z.object({ t: z.literal('ready'), account: z.string() }),
  z.object({ t: z.literal('reply'), rid, ok: z.literal(true), data: z.unknown() }),
  z.object({ t: z.literal('reply'), rid, ok: z.literal(false), msg: z.string() }).strict(),
  z.object({ t: z.literal('message'), message: WireMessageSchema }),
  z.object({ t: z.literal('sessions'), sessions: z.array(WireSessionSchema) }),
  z.object({ t: z.literal('peerRead'), sessionId: z.string(), time: z.number() }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/** Close codes the hub uses: the browser reconnects after any but the first. */
export const CLOSE_REFUSED = 4401;
export const CLOSE_RATE_LIMITED = 4429;
/**
 * The instance is stopping (SIGTERM): WebSocket's own "service restart". The browser reconnects
 * at once, through the balancer to an instance that is still up.
 */
export const CLOSE_RESTARTING = 1012;
