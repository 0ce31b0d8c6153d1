import type { ChatRole } from '@ysy/contracts/chat/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as Iron from 'iron-webcrypto';
import { hostCookieName, hostCookieOptions } from '../plugins/session-cookie';
import { MemorySlots, type Slots } from '../scale-out/slots';

/**
 * Chat credentials stay on the server. When the support host (getOrCreate) or the login callback
 * issues a chat account with its token, the BFF seals `{ accid, token }` into an httpOnly cookie
 * per role and the browser gets the account without the token. To open the WebSocket the browser
 * asks for a ticket: the account sealed with a one-minute lifetime, useless for anything else.
 * Over HTTPS the cookies are `__Host-` prefixed by the same rule as the session cookie.
 */

export const IM_COOKIES: Readonly<Record<ChatRole, string>> = {
  support: 'ysy_im_support',
  consultant: 'ysy_im_user',
  agent: 'ysy_im_agent',
};

/** A chat account lives as long as the session cookie's refresh window. */
const CREDENTIAL_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A ticket opens one connection within a minute of being issued. */
export const TICKET_TTL_MS = 60_000;
/** Bytes of the random id a ticket is spent by. */
const TICKET_ID_BYTES = 16;

export interface ImCredential {
  accid: string;
  token: string;
}

interface CredentialPayload extends ImCredential {
  v: 1;
  role: ChatRole;
}

interface TicketPayload {
  v: 1;
  t: 'ticket';
  /** Random: the key under which the ticket is marked spent. */
  id: string;
  accid: string;
  role: ChatRole;
}

function isCredential(value: unknown, role: ChatRole): value is CredentialPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.v === 1 &&
    v.role === role &&
    typeof v.accid === 'string' &&
    v.accid !== '' &&
    typeof v.token === 'string' &&
    v.token !== ''
  );
}

function isTicket(value: unknown): value is TicketPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.v === 1 &&
    v.t === 'ticket' &&
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.accid === 'string' &&
    (v.role === 'support' || v.role === 'consultant' || v.role === 'agent')
  );
}

export class ImCredentials {
  private readonly credentialSeal: Iron.SealOptions = {
    ...Iron.defaults,
    ttl: CREDENTIAL_MAX_AGE_SECONDS * 1000,
  };
  // Iron accepts a seal up to `timestampSkewSec` (60 s by default) past its ttl; a ticket gets
  // none, so it lives exactly TICKET_TTL_MS.
  private readonly ticketSeal: Iron.SealOptions = {
    ...Iron.defaults,
    ttl: TICKET_TTL_MS,
    timestampSkewSec: 0,
  };

  /**
   * `spent` holds each opened ticket's id for the ticket's lifetime, after which the seal refuses
   * it anyway; shared through Redis when instances share one, so a ticket opens one connection
   * in all.
   */
  constructor(
    private readonly fastify: FastifyInstance,
    private readonly secret: string,
    private readonly spent: Slots = new MemorySlots(),
  ) {}

  async write(
    request: FastifyRequest,
    reply: FastifyReply,
    role: ChatRole,
    credential: ImCredential,
  ): Promise<void> {
    const payload: CredentialPayload = { v: 1, role, ...credential };
    reply.setCookie(
      hostCookieName(request, IM_COOKIES[role]),
      await Iron.seal(payload, this.secret, this.credentialSeal),
      { ...hostCookieOptions(request), maxAge: CREDENTIAL_MAX_AGE_SECONDS },
    );
  }

  async read(request: FastifyRequest, role: ChatRole): Promise<ImCredential | undefined> {
    const header = request.headers.cookie;
    const name = IM_COOKIES[role];
    if (header === undefined || !header.includes(name)) return undefined;
    const sealed = this.fastify.parseCookie(header)[hostCookieName(request, name)];
    if (sealed === undefined || sealed === '') return undefined;
    try {
      const payload = await Iron.unseal(sealed, this.secret, this.credentialSeal);
      return isCredential(payload, role)
        ? { accid: payload.accid, token: payload.token }
        : undefined;
    } catch {
      return undefined;
    }
  }

  clear(request: FastifyRequest, reply: FastifyReply, role: ChatRole): void {
    reply.clearCookie(hostCookieName(request, IM_COOKIES[role]), hostCookieOptions(request));
  }

  ticket(accid: string, role: ChatRole): Promise<string> {
    const id = randomBytes(TICKET_ID_BYTES).toString('base64url');
    const payload: TicketPayload = { v: 1, t: 'ticket', id, accid, role };
    return Iron.seal(payload, this.secret, this.ticketSeal);
  }

  /**
   * The account a ticket opens, or undefined when it is forged, expired, already opened or not a
   * ticket. Opening spends it.
   */
  async openTicket(ticket: string): Promise<{ accid: string; role: ChatRole } | undefined> {
    let payload: unknown;
    try {
      payload = await Iron.unseal(ticket, this.secret, this.ticketSeal);
    } catch {
      return undefined;
    }
    if (!isTicket(payload)) return undefined;
    const taken = await this.spent.reserve(`im-ticket:${payload.id}`, TICKET_TTL_MS);
    return taken === undefined ? { accid: payload.accid, role: payload.role } : undefined;
  }
}
