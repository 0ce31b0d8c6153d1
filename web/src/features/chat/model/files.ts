import type { MessageKind } from '../port/chat-client';

/** Files are classified as image, audio, video or file by their type. */
export function classifyFile(mime: string): Exclude<MessageKind, 'text'> {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'file';
}

/** A file send's progress: whole percentages from 0 to 100, then `uploadDone`. */
export interface FileProgress {
  progress: number;
  uploadDone: boolean;
}

export const startProgress: FileProgress = { progress: 0, uploadDone: false };

/** A progress report: clamped to 0–100, whole, and never going backwards. */
export function reportProgress(state: FileProgress, percent: number): FileProgress {
  if (state.uploadDone || !Number.isFinite(percent)) return state;
  const next = Math.min(100, Math.max(0, Math.floor(percent)));
  return next > state.progress ? { ...state, progress: next } : state;
}

/** The upload finished: 100 and done. */
export function finishProgress(): FileProgress {
  return { progress: 100, uploadDone: true };
}
