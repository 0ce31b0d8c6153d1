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
 *
 * Each sealed account carries a random id, and its tickets carry it too. Logout revokes that id
 * for the cookie's whole lifetime (in Redis when instances share one), so a saved copy of the
 * cookie, or a ticket taken with it, opens nothing afterwards on any instance.
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
/** Bytes of the random ids a ticket is spent by and a sealed account is revoked by. */
const ID_BYTES = 16;
/** Iron accepts a credential seal up to its default skew past its ttl: a revocation outlives both. */
const REVOCATION_MS = (CREDENTIAL_MAX_AGE_SECONDS + Iron.defaults.timestampSkewSec) * 1000;
/**
 * The anonymous support chat is never revoked, so its cookies sealed before they carried an id
 * keep working; a consultant's or agent's must carry one, or logout could not end it.
 */
const REVOCABLE: ReadonlySet<ChatRole> = new Set(['consultant', 'agent']);

export interface ImCredential {
  accid: string;
  token: string;
}

/** A credential with the id it is revoked by (absent only in support cookies sealed before ids). */
export interface SealedCredential extends ImCredential {
  sid: string | undefined;
}

interface CredentialPayload extends ImCredential {
  v: 1;
  role: ChatRole;
  sid?: string;
}

interface TicketPayload {
  v: 1;
  t: 'ticket';
  /** Random: the key under which the ticket is marked spent. */
  id: string;
  accid: string;
  role: ChatRole;
  /** The id of the sealed account the ticket was taken with. */
  sid?: string;
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
    v.token !== '' &&
    (typeof v.sid === 'string' ? v.sid !== '' : v.sid === undefined && !REVOCABLE.has(role))
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
    (v.sid === undefined || typeof v.sid === 'string') &&
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
   * it anyway, and each revoked account's id for the cookie's; shared through Redis when
   * instances share one, so a ticket opens one connection in all and a logout ends the chat on
   * every instance.
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
    const sid = randomBytes(ID_BYTES).toString('base64url');
    const payload: CredentialPayload = {
      v: 1,
      role,
      accid: credential.accid,
      token: credential.token,
      sid,
    };
    reply.setCookie(
      hostCookieName(request, IM_COOKIES[role]),
      await Iron.seal(payload, this.secret, this.credentialSeal),
      { ...hostCookieOptions(request), maxAge: CREDENTIAL_MAX_AGE_SECONDS },
    );
  }

  async read(request: FastifyRequest, role: ChatRole): Promise<ImCredential | undefined> {
    const found = await this.readSealed(request, role);
    return found && { accid: found.accid, token: found.token };
  }

  /** The cookie's account with its id, unless absent, forged, expired or revoked. */
  async readSealed(request: FastifyRequest, role: ChatRole): Promise<SealedCredential | undefined> {
    const payload = await this.unsealCookie(request, role);
    if (!payload || (await this.isRevoked(payload.sid))) return undefined;
    return { accid: payload.accid, token: payload.token, sid: payload.sid };
  }

  /** Whether the request holds a genuine cookie of `role` that a logout revoked. */
  async revoked(request: FastifyRequest, role: ChatRole): Promise<boolean> {
    const payload = await this.unsealCookie(request, role);
    return payload !== undefined && (await this.isRevoked(payload.sid));
  }

  /** Ends the request's chat account of `role` on every instance (its cookie is cleared apart). */
  async revoke(request: FastifyRequest, role: ChatRole): Promise<void> {
    const payload = await this.unsealCookie(request, role);
    if (payload?.sid !== undefined)
      await this.spent.reserve(`im-revoked:${payload.sid}`, REVOCATION_MS);
  }

  private isRevoked(sid: string | undefined): Promise<boolean> {
    return sid === undefined ? Promise.resolve(false) : this.spent.held(`im-revoked:${sid}`);
  }

  private async unsealCookie(
    request: FastifyRequest,
    role: ChatRole,
  ): Promise<CredentialPayload | undefined> {
    const header = request.headers.cookie;
    const name = IM_COOKIES[role];
    if (header === undefined || !header.includes(name)) return undefined;
    const sealed = this.fastify.parseCookie(header)[hostCookieName(request, name)];
    if (sealed === undefined || sealed === '') return undefined;
    try {
      const payload = await Iron.unseal(sealed, this.secret, this.credentialSeal);
      return isCredential(payload, role) ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  clear(request: FastifyRequest, reply: FastifyReply, role: ChatRole): void {
    reply.clearCookie(hostCookieName(request, IM_COOKIES[role]), hostCookieOptions(request));
  }

  /** A ticket for `accid`, revoked with the sealed account `sid` it was taken with. */
  ticket(accid: string, role: ChatRole, sid?: string): Promise<string> {
    const id = randomBytes(ID_BYTES).toString('base64url');
    const payload: TicketPayload = { v: 1, t: 'ticket', id, accid, role };
    if (sid !== undefined) payload.sid = sid;
    return Iron.seal(payload, this.secret, this.ticketSeal);
  }

  /**
   * The account a ticket opens, or undefined when it is forged, expired, already opened, taken
   * with a revoked account or not a ticket. Opening spends it.
   */
  async openTicket(ticket: string): Promise<{ accid: string; role: ChatRole } | undefined> {
    let payload: unknown;
    try {
      payload = await Iron.unseal(ticket, this.secret, this.ticketSeal);
    } catch {
      return undefined;
    }
    if (!isTicket(payload) || (await this.isRevoked(payload.sid))) return undefined;
    const taken = await this.spent.reserve(`im-ticket:${payload.id}`, TICKET_TTL_MS);
    return taken === undefined ? { accid: payload.accid, role: payload.role } : undefined;
  }
}
