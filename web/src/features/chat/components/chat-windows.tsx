import type { ChatRole } from '@ysy/contracts/chat/schemas';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePublicConfig } from '../../../shared/api/bff-config';
import { appState } from '../../../shared/state/app-state';
import { chatText } from '../../../shared/strings/chat';
import { ChatRefused } from '../port/chat-client';
import { openingPeer } from '../model/sessions';
import { chatHandle, endChat, type ChatHandle } from '../runtime/chat-runtime';
import { ChatPanel } from './chat-panel';
import styles from './chat-windows.module.css';

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Connects a window's chat on open and opens its first conversation; marks it closed after. */
function useOpenedChat(
  role: Extract<ChatRole, 'support' | 'consultant'>,
  peer: string | null,
  attempt: number,
) {
  const [handle, setHandle] = useState<ChatHandle | null>(null);
  /** false, or why the window could not open: the service's refusal, or true for anything else. */
  const [failed, setFailed] = useState<string | boolean>(false);
  const opened = useRef<ChatHandle | null>(null);

  useEffect(() => {
    let live = true;
    setFailed(false);
    chatHandle(role)
      .then(async (h) => {
        if (!live) return;
        opened.current = h;
        setHandle(h);
        h.controller.setWindowOpen(true);
        const target = openingPeer(h.controller.state.sessions, peer, h.peer);
        if (target) await h.controller.openSession(target);
        if (role === 'support') h.controller.reportPage(window.location.pathname);
      })
      .catch((error: unknown) => {
        console.warn(`[chat] ${role} window could not connect`, error);
        if (live) setFailed(error instanceof ChatRefused ? error.message : true);
      });
    return () => {
      live = false;
      opened.current?.controller.setWindowOpen(false);
    };
  }, [role, peer, attempt]);

  return { handle, failed };
}

/** One chat window (375x410): connects on open, opens its session, marks read while open. */
function ChatFrame({
  role,
  title,
  offset,
  peer,
  onClose,
}: {
  role: Extract<ChatRole, 'support' | 'consultant'>;
  title: string;
  offset: number;
  /** A consultant chosen on a footer card; otherwise the window's own peer. */
  peer: string | null;
  onClose: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const { handle, failed } = useOpenedChat(role, peer, attempt);
  const { supportHours } = usePublicConfig();
  const greeting = role === 'support' ? chatText.supportGreeting(supportHours) : undefined;

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
          aria-label={chatText.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      {handle ? (
        <ChatPanel
          controller={handle.controller}
          onRetryConnection={() => handle.retry()}
          greeting={greeting}
        />
      ) : failed ? (
        <div className={styles.state} role="status">
          {typeof failed === 'string' ? failed : chatText.reconnecting}
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            {chatText.retry}
          </button>
        </div>
      ) : (
        <div className={styles.state} role="status">
          {chatText.connecting}
        </div>
      )}
    </section>
  );
}

/**
 * The support and consultant chat windows. Loaded as their own chunk when a window first opens
 * (or after the page is idle, for a visitor whose chat may have unread messages).
 */
export default function ChatWindows() {
  const { chat, loggedIn, chatPeer } = useSnapshot(appState);

  useEffect(() => {
    // The consultant chat belongs to the login: it ends with it.
    if (!loggedIn) {
      appState.chat.consultantOpen = false;
      appState.unread.consultant = 0;
      void endChat('consultant');
    }
  }, [loggedIn]);

  return (
    <>
      {chat.supportOpen && (
        <ChatFrame
          role="support"
          title={chatText.support}
          offset={0}
          peer={null}
          onClose={() => {
            appState.chat.supportOpen = false;
          }}
        />
      )}
      {chat.consultantOpen && loggedIn && (
        <ChatFrame
          role="consultant"
          title={chatText.consultant}
          offset={chat.supportOpen ? 391 : 0}
          peer={chatPeer.consultant}
          onClose={() => {
            appState.chat.consultantOpen = false;
          }}
        />
      )}
    </>
  );
}
