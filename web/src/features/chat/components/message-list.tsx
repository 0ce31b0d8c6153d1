import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { chatText } from '../../../shared/strings/chat';
import type { ChatController } from '../model/chat-controller';
import { scrollTopAfterLoad } from '../model/history';
import { MessageItem, PendingItem } from './message-item';
import styles from './chat-panel.module.css';

/**
 * The active conversation's messages, then the ones still being sent. Scrolling to the top loads
 * older pages. `stickToBottom` is shared with the input, whose send brings the reader down.
 */
export function MessageList({
  controller,
  stickToBottom,
  greeting,
}: {
  controller: ChatController;
  stickToBottom: RefObject<boolean>;
  greeting?: string | undefined;
}) {
  const view = useSnapshot(controller.state);
  const listRef = useRef<HTMLOListElement>(null);
  const active = view.activeId;
  const history = active ? view.histories[active] : undefined;
  const messages = history?.messages ?? [];
  const pending = view.pending.filter((item) => item.sessionId === active);
  const scroll = useKeptScroll(listRef, stickToBottom, [messages.length, pending.length, active]);

  const loadOlderAtTop = async () => {
    if (!scroll.atTop() || !history || history.complete || view.loadingOlder) return;
    const loaded = await controller.loadOlder();
    if (loaded > 0) scroll.olderLoaded(loaded);
  };

  return (
    <ol
      ref={listRef}
      className={styles.messages}
      aria-label={chatText.messages}
      onScroll={() => void loadOlderAtTop()}
    >
      {history?.complete && messages.length > 0 && (
        <li className={styles.historyNote}>{chatText.historyComplete}</li>
      )}
      {greeting && (messages.length === 0 || history?.complete) && (
        <li className={styles.greeting}>{greeting}</li>
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
  );
}

/**
 * New messages keep the list at the bottom while the reader is there; older pages keep the
 * reader's place (105px per loaded message). `atTop` is the scroll handler: it notes whether the
 * reader left the bottom, and tells whether the list is at its top.
 */
function useKeptScroll(
  listRef: RefObject<HTMLOListElement | null>,
  stickToBottom: RefObject<boolean>,
  [messageCount, pendingCount, active]: [number, number, string | null],
) {
  const pendingScroll = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (pendingScroll.current !== null) {
      list.scrollTop = pendingScroll.current;
      pendingScroll.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [listRef, stickToBottom, messageCount, pendingCount, active]);

  useEffect(() => {
    stickToBottom.current = true;
  }, [stickToBottom, active]);

  const atTop = (): boolean => {
    const list = listRef.current;
    if (!list) return false;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    return list.scrollTop <= 0;
  };
  const olderLoaded = (loaded: number) => {
    pendingScroll.current = scrollTopAfterLoad(loaded);
    // The layout effect runs when the list grows; this covers a render already done.
    const list = listRef.current;
    if (list) list.scrollTop = scrollTopAfterLoad(loaded);
  };
  return { atTop, olderLoaded };
}
