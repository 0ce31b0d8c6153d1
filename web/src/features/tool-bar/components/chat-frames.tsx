import { useSnapshot } from 'valtio';
import { usePublicConfig } from '../../../shared/api/bff-config';
import { appState } from '../../../shared/state/app-state';
import { toolBarText } from '../../../shared/strings/shell';
import styles from './chat-frames.module.css';

function ChatFrame({
  title,
  onClose,
  offset,
}: {
  title: string;
  onClose: () => void;
  offset: number;
}) {
  const { hotline } = usePublicConfig();
  return (
    <section
      role="dialog"
      aria-label={title}
      className={styles.frame}
      style={{ right: 100 + offset }}
    >
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={toolBarText.closeChat}
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="m4 4 8 8M12 4l-8 8"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      <p className={styles.body}>{toolBarText.chatUnavailable(hotline)}</p>
    </section>
  );
}

/**
 * The support and consultant chat windows (375x410). Online chat is not built yet, so each says
 * so and offers the hotline and the publish-need form instead.
 */
export function ChatFrames() {
  const { chat } = useSnapshot(appState);
  return (
    <>
      {chat.supportOpen && (
        <ChatFrame
          title={toolBarText.support}
          offset={0}
          onClose={() => {
            appState.chat.supportOpen = false;
          }}
        />
      )}
      {chat.consultantOpen && (
        <ChatFrame
          title={toolBarText.consultant}
          offset={chat.supportOpen ? 391 : 0}
          onClose={() => {
            appState.chat.consultantOpen = false;
          }}
        />
      )}
    </>
  );
}
