import { useSnapshot } from 'valtio';
import { chatText } from '../../../shared/strings/chat';
import type { ChatController } from '../model/chat-controller';
import type { ChatProfile, ChatSession } from '../port/chat-client';
import styles from './chat-panel.module.css';

const DEFAULT_AVATAR = '/uploads/avatars/visitor.svg';

function sessionTime(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The conversations on the left; `wide` (the agent console) adds each visitor's page and time. */
export function AccountList({ controller, wide }: { controller: ChatController; wide: boolean }) {
  const view = useSnapshot(controller.state);
  return (
    <nav className={wide ? styles.accountsWide : styles.accounts} aria-label={chatText.accounts}>
      <ul>
        {view.sessions.map((session: ChatSession) => (
          <li key={session.id}>
            <AccountButton
              session={session}
              profile={view.profiles[session.peer]}
              active={session.id === view.activeId}
              wide={wide}
              onPick={() => void controller.activate(session.id)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountButton({
  session,
  profile,
  active,
  wide,
  onPick,
}: {
  session: ChatSession;
  profile: ChatProfile | undefined;
  active: boolean;
  wide: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      className={active ? styles.accountActive : styles.account}
      aria-current={active ? 'true' : undefined}
      onClick={onPick}
    >
      <img src={profile?.avatar ?? DEFAULT_AVATAR} alt="" width={28} height={28} />
      <span className={styles.accountName}>{profile?.nick ?? session.peer}</span>
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
        <span className={styles.unread} aria-label={chatText.unreadCount(session.unread)}>
          {session.unread > 99 ? '99+' : session.unread}
        </span>
      )}
    </button>
  );
}
