import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { chatText } from '../../../shared/strings/chat';
import { Icon } from '../../../shared/ui/icons/icon';
import type { ChatController } from '../model/chat-controller';
import { scrollTopAfterLoad } from '../model/history';
import { keyAction, textareaHeight } from '../model/text-input';
import type { ChatSession } from '../port/chat-client';
import { EmojiPicker } from './emoji-picker';
import { MessageItem, PendingItem } from './message-item';
import styles from './chat-panel.module.css';

const DEFAULT_AVATAR = '/uploads/avatars/visitor.svg';

function sessionTime(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A conversation: the account list on the left, the peer's name, the messages and the input.
 * The support and consultant windows and the agent console all use it.
 */
export function ChatPanel({
  controller,
  onRetryConnection,
  wide = false,
}: {
  controller: ChatController;
  onRetryConnection: () => void;
  /** The agent console: a wider account list with each visitor's page and time. */
  wide?: boolean;
}) {
  const view = useSnapshot(controller.state);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const stickToBottom = useRef(true);
  const pendingScroll = useRef<number | null>(null);

  const active = view.activeId;
  const history = active ? view.histories[active] : undefined;
  const messages = history?.messages ?? [];
  const pending = view.pending.filter((item) => item.sessionId === active);
  const activeSession = view.sessions.find((session) => session.id === active);
  const peerProfile = activeSession ? view.profiles[activeSession.peer] : undefined;

  // New messages keep the list at the bottom while the reader is there; older pages keep the
  // reader's place (105px per loaded message).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (pendingScroll.current !== null) {
      list.scrollTop = pendingScroll.current;
      pendingScroll.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages.length, pending.length, active]);

  useEffect(() => {
    stickToBottom.current = true;
  }, [active]);

  async function onScroll() {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop > 0 || !history || history.complete || view.loadingOlder) return;
    const loaded = await controller.loadOlder();
    if (loaded > 0) {
      pendingScroll.current = scrollTopAfterLoad(loaded);
      // The layout effect runs when the list grows; this covers a render already done.
      list.scrollTop = scrollTopAfterLoad(loaded);
    }
  }

  function resize() {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${textareaHeight(input.scrollHeight)}px`;
  }

  function send() {
    const problem = controller.sendText(text);
    setError(problem);
    if (problem) return;
    setText('');
    stickToBottom.current = true;
    requestAnimationFrame(resize);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = keyAction(event.key, event.shiftKey, event.nativeEvent.isComposing);
    if (action === 'send') {
      event.preventDefault();
      send();
    }
  }

  const conn = view.conn;
  const troubled = conn === 'reconnecting' || conn === 'error' || conn === 'disconnected';

  return (
    <div className={wide ? styles.panelWide : styles.panel}>
      <nav className={wide ? styles.accountsWide : styles.accounts} aria-label={chatText.accounts}>
        <ul>
          {view.sessions.map((session: ChatSession) => {
            const profile = view.profiles[session.peer];
            const name = profile?.nick ?? session.peer;
            return (
              <li key={session.id}>
                <button
                  type="button"
                  className={session.id === active ? styles.accountActive : styles.account}
                  aria-current={session.id === active ? 'true' : undefined}
                  onClick={() => void controller.activate(session.id)}
                >
                  <img src={profile?.avatar ?? DEFAULT_AVATAR} alt="" width={28} height={28} />
                  <span className={styles.accountName}>{name}</span>
                  {wide && (
                    <span className={styles.accountMeta}>
                      {session.peerPage && (
                        <span>
                          {chatText.agent.visitorPage}：{session.peerPage}
                        </span>
                      )}
                      <span>{sessionTime(session.updatedAt)}</span>
                    </span>
                  )}
                  {session.unread > 0 && (
                    <span
                      className={styles.unread}
                      aria-label={chatText.unreadCount(session.unread)}
                    >
                      {session.unread > 99 ? '99+' : session.unread}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.conversation} aria-label={peerProfile?.nick ?? chatText.messages}>
        <div className={styles.peerBar}>
          <span className={styles.peerName}>{peerProfile?.nick ?? activeSession?.peer ?? ''}</span>
          {conn === 'connecting' && <span className={styles.status}>{chatText.connecting}</span>}
          {troubled && (
            <span className={styles.status} role="status">
              {chatText.reconnecting}
              <button type="button" className={styles.retry} onClick={onRetryConnection}>
                {chatText.retry}
              </button>
            </span>
          )}
        </div>
        {active ? (
          <ol
            ref={listRef}
            className={styles.messages}
            aria-label={chatText.messages}
            onScroll={() => void onScroll()}
          >
            {history?.complete && messages.length > 0 && (
              <li className={styles.historyNote}>{chatText.historyComplete}</li>
            )}
            {view.loadingOlder && <li className={styles.historyNote}>{chatText.loadingOlder}</li>}
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.from === view.me}
                profile={view.profiles[message.from]}
                peerReadTime={view.peerRead[message.sessionId] ?? 0}
              />
            ))}
            {pending.map((item) => (
              <PendingItem
                key={item.localId}
                item={item}
                progress={view.progress[item.localId]}
                onRetry={() => controller.retry(item.localId)}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.pick}>{chatText.agent.pick}</p>
        )}
        <div className={styles.inputArea}>
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.tool}
              aria-label={chatText.emoji}
              aria-expanded={emojiOpen}
              onClick={() => setEmojiOpen((open) => !open)}
            >
              😊
            </button>
            <button
              type="button"
              className={styles.tool}
              aria-label={chatText.attach}
              disabled={!active}
              onClick={() => fileRef.current?.click()}
            >
              <Icon name="attach" size={18} strokeWidth={1.6} />
            </button>
            <input
              ref={fileRef}
              type="file"
              hidden
              data-testid="chat-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) controller.sendFile(file);
                event.target.value = '';
              }}
            />
          </div>
          {emojiOpen && (
            <EmojiPicker
              onPick={(emoji) => {
                setText((current) => current + emoji);
                setEmojiOpen(false);
                inputRef.current?.focus();
              }}
            />
          )}
          <textarea
            ref={inputRef}
            className={styles.textarea}
            aria-label={chatText.inputLabel}
            placeholder={chatText.inputPlaceholder}
            rows={1}
            value={text}
            disabled={!active}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
              resize();
            }}
            onKeyDown={onKeyDown}
          />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <button type="button" className={styles.send} disabled={!active} onClick={send}>
            {chatText.send}
          </button>
        </div>
      </section>
    </div>
  );
}
