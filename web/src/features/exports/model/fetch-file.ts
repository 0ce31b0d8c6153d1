import { EXPORT_ROWS_HEADER, XLSX_MEDIA_TYPE } from '@ysy/contracts/account/export-values';
import { isErrorReply } from '@ysy/contracts/common/reply-shape';
import { transportMessages } from '@ysy/contracts/common/transport-messages';

/**
 * An export's workbook fetched with progress: the BFF streams it, so the page counts the bytes as
 * they arrive (and knows the rows from the reply's header), then hands the whole file to the
 * browser's download. A failure is the server's `{ code, msg }` (over a limit: code 4030), or a
 * transport failure in Chinese; nothing on the page is lost either way.
 */

export interface Progress {
  rows: number | undefined;
  bytes: number;
}

export type FetchedFile =
  | { kind: 'file'; blob: Blob; fileName: string; rows: number | undefined }
  | { kind: 'failed'; status: number; code?: number; msg: string };

/** The name in `Content-Disposition`: RFC 5987 `filename*` first, else `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}

async function failureOf(response: Response): Promise<FetchedFile> {
  try {
    const body: unknown = await response.json();
    if (isErrorReply(body))
      return { kind: 'failed', status: response.status, code: body.code, msg: body.msg };
  } catch {
    // Not JSON: said below as a bad reply.
  }
  return { kind: 'failed', status: response.status, msg: transportMessages.upstreamBadReply };
}

export async function fetchFile(
  url: string,
  onProgress: (progress: Progress) => void,
): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      // Starting an export spends the day's rows: the BFF asks for this header (CSRF).
      headers: { 'X-Requested-With': 'XMLHttpRequest', accept: XLSX_MEDIA_TYPE },
    });
  } catch {
    return { kind: 'failed', status: 0, msg: transportMessages.upstreamUnreachable };
  }
  if (!response.ok || response.headers.get('content-type') !== XLSX_MEDIA_TYPE || !response.body)
    return failureOf(response);
  const header = response.headers.get(EXPORT_ROWS_HEADER);
  const rows = header === null ? undefined : Number(header);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ rows, bytes });
    }
  } catch {
    return { kind: 'failed', status: 0, msg: transportMessages.upstreamUnreachable };
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), 'export.xlsx');
  return { kind: 'file', blob: new Blob(chunks, { type: XLSX_MEDIA_TYPE }), fileName, rows };
}

/** Hands `blob` to the browser's download as `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click is handled; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
