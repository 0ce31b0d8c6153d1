import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { chatText } from '../../../shared/strings/chat';
import type { ChatController } from '../model/chat-controller';
import { AccountList } from './account-list';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import styles from './chat-panel.module.css';

/**
 * A conversation: the account list on the left, the peer's name, the messages and the input.
 * The support and consultant windows and the agent console all use it.
 */
export function ChatPanel({
  controller,
  onRetryConnection,
  wide = false,
  greeting,
}: {
  controller: ChatController;
  onRetryConnection: () => void;
  /** The agent console: a wider account list with each visitor's page and time. */
  wide?: boolean;
  /** The window's welcome, shown above the conversation's first message (not a stored message). */
  greeting?: string;
}) {
  const view = useSnapshot(controller.state);
  const stickToBottom = useRef(true);
  const active = view.activeId;
  const activeSession = view.sessions.find((session) => session.id === active);
  const peerProfile = activeSession ? view.profiles[activeSession.peer] : undefined;

  return (
    <div className={wide ? styles.panelWide : styles.panel}>
      <AccountList controller={controller} wide={wide} />
      <section className={styles.conversation} aria-label={peerProfile?.nick ?? chatText.messages}>
        <PeerBar
          name={peerProfile?.nick ?? activeSession?.peer ?? ''}
          conn={view.conn}
          onRetryConnection={onRetryConnection}
        />
        {active ? (
          <MessageList controller={controller} stickToBottom={stickToBottom} greeting={greeting} />
        ) : (
          <p className={styles.pick}>{chatText.agent.pick}</p>
        )}
        <ChatInput
          controller={controller}
          active={Boolean(active)}
          onSent={() => {
            stickToBottom.current = true;
          }}
        />
      </section>
    </div>
  );
}

/** The peer's name and, while the connection is not up, its state with a retry. */
function PeerBar(props: {
  name: string;
  conn: ChatController['state']['conn'];
  onRetryConnection: () => void;
}) {
  const { conn } = props;
  const troubled = conn === 'reconnecting' || conn === 'error' || conn === 'disconnected';
  return (
    <div className={styles.peerBar}>
      <span className={styles.peerName}>{props.name}</span>
      {conn === 'connecting' && <span className={styles.status}>{chatText.connecting}</span>}
      {troubled && (
        <span className={styles.status} role="status">
          {chatText.reconnecting}
          <button type="button" className={styles.retry} onClick={props.onRetryConnection}>
            {chatText.retry}
          </button>
        </span>
      )}
    </div>
  );
}
