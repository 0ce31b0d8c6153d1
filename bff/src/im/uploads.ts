import { fileTypeFromBuffer } from 'file-type';
import { chatMessages, UPLOAD_LIMIT_MB } from '@ysy/contracts/chat/schemas';

export type UploadKind = keyof typeof UPLOAD_LIMIT_MB;

/** Real types (from the bytes, never the name or the browser's claim) accepted per kind. */
const MEDIA: Record<Exclude<UploadKind, 'file'>, ReadonlySet<string>> = {
  image: new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  video: new Set(['video/mp4', 'video/webm']),
  audio: new Set(['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/mp4', 'audio/aac']),
};

/** Documents and archives a file message may carry, besides the media types above. */
const DOCUMENTS: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/zip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/gzip',
  'application/x-cfb',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** What a file with no recognisable signature (plain text, CSV) is stored and served as. */
export const OPAQUE_TYPE = 'application/octet-stream';

export type Checked = { ok: true; mime: string } | { ok: false; status: 400 | 413; msg: string };

/**
 * Checks an upload's size and real type. Images, videos and audio must be one of their few
 * formats. A file may be a document, an archive or any of the media; bytes with no known
 * signature are kept as opaque data (always downloaded, never shown). Anything else recognised
 * (executables, fonts, …) is refused.
 */
export async function checkUpload(kind: UploadKind, data: Uint8Array): Promise<Checked> {
  const limit = UPLOAD_LIMIT_MB[kind];
  if (data.byteLength > limit * 1024 * 1024) {
    return { ok: false, status: 413, msg: chatMessages.uploadTooLarge(limit) };
  }
  if (data.byteLength === 0) return { ok: false, status: 400, msg: chatMessages.uploadMissing };
  const detected = (await fileTypeFromBuffer(data))?.mime;
  if (kind !== 'file') {
    if (detected !== undefined && MEDIA[kind].has(detected)) return { ok: true, mime: detected };
    return {
      ok: false,
      status: 400,
      msg:
        kind === 'image'
          ? chatMessages.uploadImageRefused
          : kind === 'video'
            ? chatMessages.uploadVideoRefused
            : chatMessages.uploadTypeRefused,
    };
  }
  if (detected === undefined) return { ok: true, mime: OPAQUE_TYPE };
  const media = Object.values(MEDIA).some((set) => set.has(detected));
  if (media || DOCUMENTS.has(detected)) return { ok: true, mime: detected };
  return { ok: false, status: 400, msg: chatMessages.uploadTypeRefused };
}

/** A file name safe to store and show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean === '' ? 'file' : clean.slice(0, 120);
}

/** `Content-Disposition` with the name in both the ASCII fallback and RFC 5987 form. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Only images, videos and audio of the accepted formats are shown in place. */
export function isInline(mime: string): boolean {
  return Object.values(MEDIA).some((set) => set.has(mime));
}
