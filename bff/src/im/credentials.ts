import type { ChatRole } from '@ysy/contracts/chat/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as Iron from 'iron-webcrypto';

/**
 * Chat credentials stay on the server. When the support host (getOrCreate) or the login callback
 * issues a chat account with its token, the BFF seals `{ accid, token }` into an httpOnly cookie
 * per role and the browser gets the account without the token. To open the WebSocket the browser
 * asks for a ticket: the account sealed with a one-minute lifetime, useless for anything else.
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
    typeof v.accid === 'string' &&
    (v.role === 'support' || v.role === 'consultant' || v.role === 'agent')
  );
}

export class ImCredentials {
  private readonly credentialSeal: Iron.SealOptions = {
    ...Iron.defaults,
    ttl: CREDENTIAL_MAX_AGE_SECONDS * 1000,
  };
  private readonly ticketSeal: Iron.SealOptions = { ...Iron.defaults, ttl: TICKET_TTL_MS };

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly secret: string,
  ) {}

  async write(
    request: FastifyRequest,
    reply: FastifyReply,
    role: ChatRole,
    credential: ImCredential,
  ): Promise<void> {
    const payload: CredentialPayload = { v: 1, role, ...credential };
    reply.setCookie(IM_COOKIES[role], await Iron.seal(payload, this.secret, this.credentialSeal), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: CREDENTIAL_MAX_AGE_SECONDS,
    });
  }

  async read(request: FastifyRequest, role: ChatRole): Promise<ImCredential | undefined> {
    const header = request.headers.cookie;
    const name = IM_COOKIES[role];
    if (header === undefined || !header.includes(name)) return undefined;
    const sealed = this.fastify.parseCookie(header)[name];
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
    reply.clearCookie(IM_COOKIES[role], {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
    });
  }

  ticket(accid: string, role: ChatRole): Promise<string> {
    const payload: TicketPayload = { v: 1, t: 'ticket', accid, role };
    return Iron.seal(payload, this.secret, this.ticketSeal);
  }

  /** The account a ticket opens, or undefined when it is forged, expired or not a ticket. */
  async openTicket(ticket: string): Promise<{ accid: string; role: ChatRole } | undefined> {
    try {
      const payload = await Iron.unseal(ticket, this.secret, this.ticketSeal);
      return isTicket(payload) ? { accid: payload.accid, role: payload.role } : undefined;
    } catch {
      return undefined;
    }
  }
}
