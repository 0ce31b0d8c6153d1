import { useState } from 'react';
import { chatText, formatFileSize } from '../../../shared/strings/chat';
import type { FileProgress } from '../model/files';
import type { Outgoing } from '../model/outbox';
import { readLabel } from '../model/receipts';
import type { ChatMessage, ChatProfile } from '../port/chat-client';
import styles from './chat-panel.module.css';

const DEFAULT_AVATAR = '/uploads/avatars/visitor.svg';

function timeLine(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Body({ message }: { message: ChatMessage }) {
  const [large, setLarge] = useState(false);
  const att = message.attachment;
  if (message.kind === 'text' || !att) {
    return <div className={styles.text}>{message.text}</div>;
  }
  if (message.kind === 'image') {
    return (
      <>
        <button
          type="button"
          className={styles.imageButton}
          aria-label={`${chatText.viewImage}：${att.name}`}
          onClick={() => setLarge(true)}
        >
          <img className={styles.thumb} src={att.url} alt={att.name} />
        </button>
        {large && (
          <div
            className={styles.viewer}
            role="dialog"
            aria-label={chatText.viewImage}
            onClick={() => setLarge(false)}
          >
            <img src={att.url} alt={att.name} />
            <button type="button" className={styles.viewerClose} onClick={() => setLarge(false)}>
              {chatText.close}
            </button>
          </div>
        )}
      </>
    );
  }
  if (message.kind === 'video') {
    return (
      <video
        className={styles.video}
        src={att.url}
        controls
        preload="metadata"
        aria-label={att.name}
      />
    );
  }
  if (message.kind === 'audio') {
    return <audio src={att.url} controls preload="none" aria-label={att.name} />;
  }
  return (
    <div className={styles.file}>
      <span className={styles.fileName}>{att.name}</span>
      <span className={styles.fileSize}>{formatFileSize(att.size)}</span>
      <a className={styles.download} href={att.url} download={att.name}>
        {chatText.download}
      </a>
    </div>
  );
}

export function MessageItem({
  message,
  mine,
  profile,
  peerReadTime,
}: {
  message: ChatMessage;
  mine: boolean;
  profile: ChatProfile | undefined;
  peerReadTime: number;
}) {
  return (
    <li className={mine ? styles.mine : styles.theirs} data-message-id={message.id}>
      <div className={styles.dateLine}>{timeLine(message.time)}</div>
      <div className={styles.row}>
        <img
          className={styles.avatar}
          src={profile?.avatar ?? DEFAULT_AVATAR}
          alt={profile?.nick ?? message.fromNick ?? ''}
          width={32}
          height={32}
        />
        <div className={styles.bubbleColumn}>
          <div className={styles.bubble}>
            <Body message={message} />
          </div>
          {mine && <span className={styles.readLabel}>{readLabel(message, peerReadTime)}</span>}
        </div>
      </div>
    </li>
  );
}

/** A message on its way: queued while offline, sending (with upload progress), or failed. */
export function PendingItem({
  item,
  progress,
  onRetry,
}: {
  item: Outgoing;
  progress: FileProgress | undefined;
  onRetry: () => void;
}) {
  const label =
    item.state === 'failed'
      ? item.reason === undefined
        ? chatText.failed
        : chatText.failedBecause(item.reason)
      : item.state === 'queued'
        ? chatText.queued
        : progress && !progress.uploadDone && item.payload.kind !== 'text'
          ? chatText.uploading(progress.progress)
          : chatText.sending;
  return (
    <li className={styles.mine} data-pending={item.state}>
      <div className={styles.row}>
        <div className={styles.bubbleColumn}>
          <div className={styles.bubble}>
            {item.payload.kind === 'text' ? (
              <div className={styles.text}>{item.payload.text}</div>
            ) : (
              <div className={styles.file}>
                <span className={styles.fileName}>{item.payload.file.name}</span>
                <span className={styles.fileSize}>{formatFileSize(item.payload.file.size)}</span>
                {progress && item.state === 'sending' && (
                  <progress max={100} value={progress.progress} aria-label={label} />
                )}
              </div>
            )}
          </div>
          <span className={item.state === 'failed' ? styles.failedLabel : styles.readLabel}>
            {label}
            {item.state === 'failed' && (
              <button type="button" className={styles.retry} onClick={onRetry}>
                {chatText.retry}
              </button>
            )}
          </span>
        </div>
      </div>
    </li>
  );
}
