import type { WireMessage } from '@ysy/contracts/chat/protocol';
import { chatMessages } from '@ysy/contracts/chat/schemas';

/** A stored message as `MESSAGE_COLUMNS` with `MESSAGE_JOINS` read it: its upload and sender's nickname too. */
export interface MessageRow {
  id: number;
  from_accid: string;
  to_accid: string;
  kind: WireMessage['kind'];
  body: string | null;
  sent_at: number;
  upload_id: string | null;
  up_name: string | null;
  up_size: number | null;
  from_nick: string | null;
}

/** The URL an upload is served back at (same origin, under the hub's path). */
export function uploadUrl(id: string): string {
  return `/im/files/${id}`;
}

export const MESSAGE_COLUMNS = `m.id, m.from_accid, m.to_accid, m.kind, m.body, m.sent_at, m.upload_id,
  u.name AS up_name, u.size AS up_size, a.nick AS from_nick`;
export const MESSAGE_JOINS = `LEFT JOIN im_uploads u ON u.id = m.upload_id
  LEFT JOIN im_accounts a ON a.accid = m.from_accid`;

/** A stored message as `viewer` sees it: the session id names the other side. */
export function toWire(row: MessageRow, viewer: string): WireMessage {
  const peer = row.from_accid === viewer ? row.to_accid : row.from_accid;
  const message: WireMessage = {
    id: String(row.id),
    sessionId: `p2p-${peer}`,
    from: row.from_accid,
    to: row.to_accid,
    time: Number(row.sent_at),
    kind: row.kind,
  };
  if (row.body !== null) message.text = row.body;
  if (row.upload_id !== null) {
    // A missing upload was a visitor's, deleted past the retention period: the message says so.
    message.attachment = {
      url: uploadUrl(row.upload_id),
      name: row.up_name ?? chatMessages.uploadExpired,
      size: Number(row.up_size ?? 0),
    };
  }
  if (row.from_nick !== null) message.fromNick = row.from_nick;
  return message;
}
