import { request } from 'undici';
import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * Replies recorded once from the real embedded upstream and replayed by the fixed upstream
 * (servers/fixed-upstream.ts), so the proxies are measured against the exact bytes they see in
 * production but with an upstream that costs next to nothing.
 */

export interface RecordedReply {
  /** Path without query string: the fixed upstream matches on it alone. */
  path: string;
  status: number;
  contentType: string;
  body: string;
}

export interface RecordedRepliesMessage {
  type: 'replies';
  replies: RecordedReply[];
}

function isRecordedReply(value: unknown): value is RecordedReply {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.status === 'number' &&
    typeof value.contentType === 'string' &&
    typeof value.body === 'string'
  );
}

export function isRecordedReplies(value: unknown): value is RecordedRepliesMessage {
  return (
    isRecord(value) &&
    value.type === 'replies' &&
    Array.isArray(value.replies) &&
    value.replies.every(isRecordedReply)
  );
}

/** GETs `pathAndQuery` from `baseUrl`; it must answer 200 with an envelope of code 0. */
export async function recordReply(baseUrl: string, pathAndQuery: string): Promise<RecordedReply> {
  const response = await request(new URL(pathAndQuery, baseUrl), {
    headers: { accept: 'application/json' },
  });
  const body = await response.body.text();
  const contentType = response.headers['content-type'];
  const json: unknown = JSON.parse(body);
  if (response.statusCode !== 200 || !isRecord(json) || json.code !== 0) {
    throw new Error(`recording ${pathAndQuery}: HTTP ${response.statusCode} ${body.slice(0, 200)}`);
  }
  const q = pathAndQuery.indexOf('?');
  return {
    path: q < 0 ? pathAndQuery : pathAndQuery.slice(0, q),
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : 'application/json',
    body,
  };
}
