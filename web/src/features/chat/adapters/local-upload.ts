import { IM_UPLOAD_PATH, UploadReplySchema, type ChatRole } from '@ysy/contracts/chat/schemas';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { MessageKind } from '../port/chat-client';
import { ChatRefused } from '../port/chat-client';

/** Uploads through the BFF with progress (XHR: fetch has no upload progress). */
export function upload(
  file: File,
  kind: Exclude<MessageKind, 'text'>,
  role: ChatRole,
  onProgress?: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${IM_UPLOAD_PATH}?kind=${kind}&role=${role}`);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.floor((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(`upload failed (${xhr.status})`));
        return;
      }
      const parsed = UploadReplySchema.safeParse(body);
      if (!parsed.success) {
        reject(new Error(`upload failed (${xhr.status})`));
        return;
      }
      const reply = parsed.data;
      if (isSuccess(reply, 0)) {
        onProgress?.(100);
        resolve(reply.data.uploadId);
      } else {
        reject(new ChatRefused(reply.msg));
      }
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
